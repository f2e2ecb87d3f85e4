/**
 * Asks a provider's service for JSON and validates the answer (the server kit's bounded fetch:
 * one deadline, a size cap, the task's own signal). Anything but a valid answer is a provider
 * failure; the task being stopped stays an abort.
 */
import { fetchJson as fetchOutsideJson } from '@tablefor/server-kit';
import type { z } from 'zod';
import { providerFailure } from './provider-failure.ts';

const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

export type JsonRequest = { init?: RequestInit; timeoutMs: number; signal: AbortSignal };

export async function fetchJson<Schema extends z.ZodType>(
  url: string,
  schema: Schema,
  { init, timeoutMs, signal }: JsonRequest,
): Promise<z.output<Schema>> {
  try {
    const data = await fetchOutsideJson(url, {
      timeoutMs,
      maxBytes: MAX_ANSWER_BYTES,
      init: { redirect: 'follow', ...init },
      signal,
    });
    return schema.parse(data);
  } catch (error) {
    signal.throwIfAborted();
    throw providerFailure(error);
  }
}
