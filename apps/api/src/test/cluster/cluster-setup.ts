/**
 * The cluster suite's global setup: one cluster for every `*.cluster.test.ts` file, started
 * before the first and stopped after the last. Without DATABASE_URL (a PostgreSQL server) there
 * is nothing to start: the files skip, and this says why.
 */
import type { TestProject } from 'vitest/node';
import { startCluster, type ClusterInfo } from './start-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: ClusterInfo | undefined;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.warn(
      'The cluster tests need PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test). Skipping them.',
    );
    project.provide('cluster', undefined);
    return;
  }
  const started = Date.now();
  const cluster = await startCluster(serverUrl);
  console.info(`The cluster started in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  project.provide('cluster', cluster.info);
  return () => cluster.stop();
}
