import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { LOGIN_ACCOUNT_ADDRESS_MAX_ATTEMPTS, LOGIN_ACCOUNT_MAX_DELAY_MS } from '../src/modules/auth/login-throttle';

/**
 * Behind a proxy that appends the address it saw to X-Forwarded-For, the client's own entries come first.
 * With a hop count or the proxies' addresses, the server takes the address the proxy appended, so a client
 * cannot pick a new address per request to escape the login limit of an account at one address (and the per-IP limits).
 */
describe('TRUST_PROXY with a proxy that appends to X-Forwarded-For', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function wrongLoginsWithForgedAddresses(trustProxy: string): Promise<number[]> {
    t = await buildTestApp({ env: { TRUST_PROXY: trustProxy } });
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_ACCOUNT_ADDRESS_MAX_ATTEMPTS; i++) {
      // The account's own delay across addresses (1 s after five failures) is over before each attempt.
      t.clock.advance(LOGIN_ACCOUNT_MAX_DELAY_MS);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/loginProc',
        remoteAddress: '127.0.0.1',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
        payload: new URLSearchParams({ username: 'someone', password: `wrong-password-${i}` }).toString(),
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  }

  it.each(['1', '127.0.0.1', '127.0.0.0/8'])('with %s, forged entries change nothing: the sixth attempt is refused', async (trustProxy) => {
    const statuses = await wrongLoginsWithForgedAddresses(trustProxy);
    expect(statuses).toEqual([...Array<number>(LOGIN_ACCOUNT_ADDRESS_MAX_ATTEMPTS).fill(401), 429]);
  });

  it('with true, the left-most entry is taken: README says to use true only when the proxy replaces the header', async () => {
    const statuses = await wrongLoginsWithForgedAddresses('true');
    expect(statuses).toEqual(Array<number>(LOGIN_ACCOUNT_ADDRESS_MAX_ATTEMPTS + 1).fill(401));
  });
});
