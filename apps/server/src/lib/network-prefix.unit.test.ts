import { describe, expect, it } from 'vitest';
import { networkPrefix, plainAddress } from './network-prefix';

describe('networkPrefix', () => {
  it('is the /24 of an IPv4 address, also written as IPv6', () => {
    expect(networkPrefix('198.51.100.7')).toBe('198.51.100.0/24');
    expect(networkPrefix('198.51.100.250')).toBe('198.51.100.0/24');
    expect(networkPrefix('::ffff:198.51.100.7')).toBe('198.51.100.0/24');
    expect(networkPrefix('198.51.101.7')).toBe('198.51.101.0/24');
  });

  it('is the /64 of an IPv6 address however it is written', () => {
    expect(networkPrefix('2001:db8:1:2::7')).toBe('2001:db8:1:2::/64');
    expect(networkPrefix('2001:0db8:0001:0002:ffff:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(networkPrefix('2001:DB8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(networkPrefix('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkPrefix('::1')).toBe('0:0:0:0::/64');
    expect(networkPrefix('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkPrefix('64:ff9b:1:2::192.0.2.1')).toBe('64:ff9b:1:2::/64');
    expect(networkPrefix('2001:db8:1:3::7')).toBe('2001:db8:1:3::/64');
  });

  it('leaves anything that is not an IP address as it is', () => {
    expect(networkPrefix('unknown')).toBe('unknown');
    expect(plainAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(plainAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
  });
});
