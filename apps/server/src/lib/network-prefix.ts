import net from 'node:net';

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part is two groups); undefined when not one. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.split('%')[0]!.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const groups = tail === undefined ? front : [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : undefined;
}

/** An IPv4 address written as IPv6 (`::ffff:192.0.2.1`, as a dual-stack socket reports it) as IPv4; others unchanged. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped && net.isIPv4(mapped[1]!) ? mapped[1]! : address;
}

/**
 * The network a client address belongs to, as one customer or one site usually holds it: IPv4 /24, IPv6 /64
 * (decision 095). `198.51.100.7` is `198.51.100.0/24`; `2001:db8:1:2::7` is `2001:db8:1:2::/64`. Anything else (not
 * an IP address) is itself.
 */
export function networkPrefix(address: string): string {
  const plain = plainAddress(address);
  if (net.isIPv4(plain)) return `${plain.split('.').slice(0, 3).join('.')}.0/24`;
  const groups = net.isIPv6(plain) ? ipv6Groups(plain) : undefined;
  if (!groups) return plain;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
