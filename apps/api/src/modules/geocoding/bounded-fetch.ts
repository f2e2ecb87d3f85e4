/** GETs JSON from an outside service with a timeout and a size cap, never hanging a request. */

export class OutsideServiceError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'OutsideServiceError';
  }
}

export type BoundedFetchOptions = { timeoutMs: number; maxBytes?: number };

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
  { timeoutMs, maxBytes = DEFAULT_MAX_BYTES }: BoundedFetchOptions,
): Promise<unknown> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal,
    });
    if (!response.ok) throw new OutsideServiceError(`status ${response.status}`);
    return JSON.parse(await readCapped(response, maxBytes)) as unknown;
  } catch (error) {
    if (error instanceof OutsideServiceError) throw error;
    if (signal.aborted) throw new OutsideServiceError(`no answer within ${timeoutMs} ms`);
    throw new OutsideServiceError(error instanceof Error ? error.message : 'request failed');
  }
}
