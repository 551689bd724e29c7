import { and, eq, exists, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { refreshTokens, usuarios } from '../db/schema';
import { HttpError, Status } from '../http/errors';
import { readAccessToken, type SessionUser } from './access-token';

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Reads the bearer token when there is one; an invalid or expired token makes the request a visitor's,
 * so protected routes answer 401 and the client refreshes. The user is looked up again so a deleted account, a
 * changed role, a password reset or a logout takes effect at once, not when the token expires.
 */
export const readSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', undefined);
  const token = bearerToken(c.req.header('Authorization'));
  if (token) {
    const claims = await readAccessToken(token, c.var.config.jwtSecret);
    if (claims) {
      const [user] = await c.var.db
        .select({
          id: usuarios.id,
          username: usuarios.username,
          isSuperuser: usuarios.isSuperuser,
          sessionVersion: usuarios.sesionVersion,
          // Read in the same statement: logging out deleted the family, so its access tokens end with it.
          familyOpen: exists(
            c.var.db
              .select({ one: sql`1` })
              .from(refreshTokens)
              .where(and(eq(refreshTokens.familia, claims.fam), eq(refreshTokens.usuarioId, usuarios.id))),
          ),
        })
        .from(usuarios)
        .where(eq(usuarios.id, claims.user_id));
      // A reset since the token was issued raised the version: the token belongs to an ended session.
      if (user?.familyOpen && user.sessionVersion === claims.ver) {
        const { familyOpen: _, ...sessionUser } = user;
        c.set('user', sessionUser);
      }
    }
  }
  await next();
};

export const accessMessages = {
  notAuthenticated: 'No se proporcionaron credenciales de autenticación válidas.',
  forbidden: 'No tienes permiso para realizar esta acción.',
} as const;

export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.var.user;
  if (!user) throw new HttpError(Status.UNAUTHORIZED, accessMessages.notAuthenticated);
  return user;
}

export function requireSuperuser(c: Context<AppEnv>): SessionUser {
  const user = requireUser(c);
  if (!user.isSuperuser) {
    throw new HttpError(Status.FORBIDDEN, accessMessages.forbidden);
  }
  return user;
}

/** Route middleware: a visitor gets 401 before the request is even validated. */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

/** Route middleware: 401 for a visitor, 403 for a user, before the request is validated. */
export const superuserOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSuperuser(c);
  await next();
};
