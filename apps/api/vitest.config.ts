import { defineConfig } from 'vitest/config';

/** API files that replace a module (vi.mock): each in a module registry of its own. */
const MOCKING_FILES = [
  'src/modules/auth/login-rate-limit.api.test.ts',
  'src/modules/auth/password-reset.api.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          // The cluster suite starts its own processes: vitest.cluster.config.ts.
          exclude: ['src/**/*.api.test.ts', 'src/**/*.cluster.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          exclude: MOCKING_FILES,
          globalSetup: ['src/test/test-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file builds its own app and database; importing the app's modules once per
          // worker instead of once per file saves about a minute of a run.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-mocking',
          include: MOCKING_FILES,
          globalSetup: ['src/test/test-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
