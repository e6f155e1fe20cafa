import 'fastify';
import type { AppContext } from './context';
import type { UserRow } from './repositories/users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The signed-in user, set by the auth plugin when the bearer token is valid. */
    user: UserRow | null;
    /** SHA-256 of the bearer token of the current session (for logout). */
    tokenHash: string | null;
  }
}
