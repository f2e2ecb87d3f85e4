import { defineConfig } from 'vitest/config';

/**
 * The cluster suite (`npm run test:cluster`): real server processes on PostgreSQL behind a
 * proxy, started once (src/test/cluster/cluster-setup.ts). Its files run one at a time: they
 * share the cluster, and each fills both processes' cores.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.cluster.test.ts'],
    globalSetup: ['src/test/cluster/cluster-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
