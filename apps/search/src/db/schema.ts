/** The search service's own tables: its durable tasks (the server kit's jobs),
 * the rate-limit counters its processes share, and its places. */
export { jobs, rateLimitCounters } from '@tablefor/server-kit';
export { places } from './places.ts';
