/** Test helpers for every server's test suites (not part of a running server). */
export { createScratchDatabase, type ScratchDatabase } from './scratch-postgres.ts';
