/** The search service's own tables: its durable tasks (the server kit's jobs) and its places. */
export { jobs } from '@tablefor/server-kit';
export { places } from './places.ts';
