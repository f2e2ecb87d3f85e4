/**
 * The deployment the cluster tests run against, all on 127.0.0.1: one PostgreSQL database, an S3
 * bucket (s3rver), an SMTP server, the search service, two API processes and a round-robin proxy
 * in front of them. Process 1 migrates and seeds; process 2 starts on what it made.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '@tablefor/server-kit/testing';
import { freePort } from '../free-port.ts';
import { startLocalS3Server } from '../local-s3-server.ts';
import { startMailSink } from './mail-sink.ts';
import { startRoundRobinProxy } from './round-robin-proxy.ts';
import { startServerProcess } from './server-process.ts';

const API_DIR = path.join(import.meta.dirname, '..', '..', '..');
const SEARCH_DIR = path.join(API_DIR, '..', 'search');

/** What each API process is given beyond the cluster's addresses; the tests rely on these. */
export const CLUSTER_API_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  LOG_FORMAT: 'json',
  JWT_SECRET: 'cluster-test-secret-of-at-least-32-characters',
  ADMIN_SECRET_KEY: 'cluster-test-admin-secret',
  // The proxy is on loopback: X-Forwarded-For names the client, as behind a real balancer.
  TRUST_PROXY: 'loopback',
  SEED_RESTAURANTS: '3',
  SEED_DEMO: 'false',
  JOB_POLL_MS: '100',
  CONTACT_RATE_LIMIT_PER_HOUR: '4',
  MAIL_FROM: 'TableFor <no-reply@tablefor.test>',
};

/** What a test file is told about the running cluster (JSON: it crosses processes). */
export type ClusterInfo = {
  proxyUrl: string;
  apiUrls: string[];
  databaseUrl: string;
  mailFolder: string;
};

export async function startCluster(serverUrl: string) {
  const stack: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const close of stack.reverse()) await close().catch(() => undefined);
  };
  try {
    const api = await createScratchDatabase(serverUrl, 'cluster');
    stack.push(api.drop);
    const search = await createScratchDatabase(serverUrl, 'cluster_search');
    stack.push(search.drop);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tablefor-cluster-'));
    stack.push(() => rm(dataDir, { recursive: true, force: true }));
    const s3 = await startLocalS3Server('tablefor-cluster');
    stack.push(s3.close);
    const mail = await startMailSink();
    stack.push(mail.close);

    const ports = new Set<number>();
    while (ports.size < 3) ports.add(await freePort());
    const [searchPort, ...apiPorts] = [...ports];
    const searchUrl = `http://127.0.0.1:${searchPort}`;
    const apiUrls = apiPorts.map((port) => `http://127.0.0.1:${port}`);
    // Listening from the start: the APIs and the search service are told its address.
    const proxy = await startRoundRobinProxy(apiUrls);
    stack.push(proxy.close);
    const proxyUrl = proxy.url;

    const searchService = await startServerProcess({
      name: 'search service',
      cwd: SEARCH_DIR,
      url: searchUrl,
      healthPath: '/search/health',
      env: {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SEARCH_HOST: '127.0.0.1',
        SEARCH_PORT: String(searchPort),
        SEARCH_TRUST_PROXY: 'loopback',
        SEARCH_DATABASE_URL: search.url,
        DATA_DIR: path.join(dataDir, 'search'),
        CATALOGUE_API_URL: proxyUrl,
        IMPORT_SAMPLE_ON_START: 'false',
      },
    });
    stack.push(searchService.stop);

    const shared = {
      ...CLUSTER_API_ENV,
      DATABASE_URL: api.url,
      PUBLIC_URL: proxyUrl,
      SEARCH_SERVICE_URL: searchUrl,
      SMTP_URL: mail.url,
      ...s3.env,
    };
    // One after the other: the first migrates and seeds, the second finds that done.
    for (const [index, port] of apiPorts.entries()) {
      const server = await startServerProcess({
        name: `API process ${index}`,
        cwd: API_DIR,
        url: apiUrls[index]!,
        healthPath: '/api/health',
        env: {
          ...shared,
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: path.join(dataDir, `api-${index}`),
          SEED_ON_START: index === 0 ? 'true' : 'false',
        },
      });
      stack.push(server.stop);
    }

    const info: ClusterInfo = { proxyUrl, apiUrls, databaseUrl: api.url, mailFolder: mail.folder };
    return { info, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
