import { defineConfig } from 'vitest/config';

// Many of these tests open a PGlite cluster (or a PostgreSQL database), which takes seconds on a
// loaded machine: the defaults (5 s a test, 10 s a hook) failed CI runs that were otherwise green.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
