import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import type { Clock } from './clock';
import { UnauthorizedError } from '../errors';

export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
const ALGORITHM = 'HS256';

export interface TokenClaims {
  username: string;
  role: string;
  /** The user's token_version when the token was issued (claim `ver`; tokens from before it had none: 0). */
  version: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  verify(token: string): Promise<TokenClaims>;
}

export function createTokenService(secret: string, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims) {
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ username: claims.username, role: claims.role, ver: claims.version })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.username)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + TOKEN_LIFETIME_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          currentDate: clock.now(),
          requiredClaims: ['exp', 'username', 'role'],
        });
        const version = payload.ver ?? 0;
        if (typeof payload.username !== 'string' || typeof payload.role !== 'string' || !Number.isInteger(version)) {
          throw new UnauthorizedError('로그인 정보가 올바르지 않습니다. 다시 로그인하세요.');
        }
        return { username: payload.username, role: payload.role, version: version as number };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new UnauthorizedError('로그인이 만료되었습니다. 다시 로그인하세요.');
        throw new UnauthorizedError('로그인 정보가 올바르지 않습니다. 다시 로그인하세요.');
      }
    },
  };
}
