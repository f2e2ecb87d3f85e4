/**
 * A route's rate limit counted per account: for actions that need an account, where addresses
 * say little (one office shares one, one person can have many). A caller without an account,
 * refused by the route anyway, is counted by address.
 */
import type { FastifyRequest } from 'fastify';

export function perAccountRateLimit(max: number, timeWindow: string) {
  return {
    max,
    timeWindow,
    keyGenerator: async (request: FastifyRequest) => {
      const viewer = await request.viewer();
      return viewer ? `account:${viewer.user.id}` : `address:${request.ip}`;
    },
  };
}
