/**
 * Asks an outside service (a geocoder, a search provider) for JSON without ever hanging a request:
 * one deadline, a size cap while reading, no redirects unless asked. Every failure is an
 * OutsideServiceError, except that an abort by the caller's own signal stays an abort.
 */

export class OutsideServiceError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'OutsideServiceError';
  }
}

export type OutsideFetchOptions = {
  timeoutMs: number;
  maxBytes?: number;
  /** Method, body, headers; `redirect` defaults to 'error'. */
  init?: RequestInit;
  /** The caller's own cancellation (a stopped task). */
  signal?: AbortSignal;
};

const DEFAULT_MAX_BYTES = 512 * 1024;

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new OutsideServiceError(`answer larger than ${maxBytes} bytes`);
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new OutsideServiceError(`answer larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function fetchJson(
  url: string,
  { timeoutMs, maxBytes = DEFAULT_MAX_BYTES, init, signal }: OutsideFetchOptions,
): Promise<unknown> {
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      redirect: 'error',
      ...init,
      headers: { accept: 'application/json', ...init?.headers },
      signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new OutsideServiceError(`status ${response.status}`);
    }
    return JSON.parse(await readCapped(response, maxBytes)) as unknown;
  } catch (error) {
    signal?.throwIfAborted();
    if (error instanceof OutsideServiceError) throw error;
    if (deadline.aborted) throw new OutsideServiceError(`no answer within ${timeoutMs} ms`);
    throw new OutsideServiceError(error instanceof Error ? error.message : 'request failed');
  }
}
