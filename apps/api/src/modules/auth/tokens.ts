/** Signed access tokens (HS256 JWT): subject = user id, jti = the server-side session row. */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@tablefor/shared';

/** How long after expiry a token may still be exchanged by POST /api/auth/refresh. */
export const REFRESH_GRACE_SECONDS = 30 * 24 * 60 * 60;

export type TokenClaims = { userId: number; sessionId: string; expiresAt: Date };

export type TokenService = ReturnType<typeof createTokenService>;

export function createTokenService(secret: string, now: () => Date = () => new Date()) {
  const key = new TextEncoder().encode(secret);

  async function issue(userId: number) {
    const sessionId = randomUUID();
    const issuedAt = Math.floor(now().getTime() / 1000);
    const expiresAt = new Date((issuedAt + ACCESS_TOKEN_TTL_SECONDS) * 1000);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(sessionId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
    return { token, sessionId, expiresAt };
  }

  /** Verifies signature and expiry; `allowExpiredFor` accepts recently expired tokens (refresh). */
  async function verify(token: string, allowExpiredFor = 0): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        clockTolerance: allowExpiredFor,
        currentDate: now(),
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || !payload.jti || !payload.exp) return null;
      return { userId, sessionId: payload.jti, expiresAt: new Date(payload.exp * 1000) };
    } catch {
      return null;
    }
  }

  return { issue, verify };
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}
