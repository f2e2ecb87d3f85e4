/**
 * What a cluster test uses: requests through the proxy as a named client (its address in
 * X-Forwarded-For), optionally pinned to one API process, accounts signed up that way, and the
 * cluster's database for arranging rows and checking what was stored.
 */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { signupInput } from '../factories.ts';
import { openPostgres, type DatabaseHandle } from '../../db/client.ts';
import { PIN_HEADER, UPSTREAM_HEADER } from './round-robin-proxy.ts';
import type { ClusterInfo } from './start-cluster.ts';

export const cluster: ClusterInfo | undefined = inject('cluster');

export type Call = {
  method?: string;
  /** JSON, or a ready body with its content type in `headers`. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's address, as the proxy's X-Forwarded-For gives it to the API. */
  client?: string;
  /** The API process (0 or 1) that must answer; unset, whichever's turn it is. */
  process?: number;
};

export type Answer = { status: number; upstream: number; body: Buffer; json: <T>() => T };

export async function call(path: string, options: Call = {}): Promise<Answer> {
  const res = await fetch(`${cluster!.proxyUrl}${path}`, {
    method: options.method ?? 'GET',
    headers: requestHeaders(options),
    body: requestBody(options.body),
  });
  const body = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    upstream: Number(res.headers.get(UPSTREAM_HEADER)),
    body,
    json: <T>() => JSON.parse(body.toString('utf8')) as T,
  };
}

export function requestHeaders({ headers = {}, client, process, body }: Call) {
  return {
    ...(body !== undefined && !Buffer.isBuffer(body) ? { 'content-type': 'application/json' } : {}),
    ...(client ? { 'x-forwarded-for': client } : {}),
    ...(process === undefined ? {} : { [PIN_HEADER]: String(process) }),
    ...headers,
  };
}

function requestBody(body: unknown) {
  if (body === undefined) return undefined;
  return Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body);
}

/** A new account, signed up through the proxy from `client`; its bearer header. */
export async function signUp(client: string) {
  // Unique across the suite's files, which share one database.
  const tag = randomBytes(5).toString('hex');
  const input = signupInput({ username: `diner${tag}`, email: `diner${tag}@example.com` });
  const res = await call('/api/auth/signup', { method: 'POST', body: input, client });
  if (res.status !== 201) throw new Error(`signup failed: ${res.body.toString()}`);
  const { id, access_token } = res.json<{ id: number; access_token: string }>();
  return { id, input, headers: { authorization: `Bearer ${access_token}` } };
}

/** The cluster's database, for a test's own rows and checks. */
export function openClusterDatabase(): Promise<DatabaseHandle> {
  return openPostgres(cluster!.databaseUrl);
}

/** The how-many of each API process among `answers`: both must have served some. */
export function servedBy(answers: { upstream: number }[]): number[] {
  const counts = [0, 0];
  for (const { upstream } of answers) counts[upstream] = (counts[upstream] ?? 0) + 1;
  return counts;
}

/** Polls `read` until `done` holds of its value, or fails after `timeoutMs`. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 2_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
