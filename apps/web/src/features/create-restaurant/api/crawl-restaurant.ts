/**
 * POST /api/crawl {url, instruction}: what the restaurant's website says, shaped as the wizard's
 * fields. The caller passes an AbortSignal so 'Cancel' stops the request.
 */
import { useMutation } from '@tanstack/react-query';
import { crawlResponseSchema, type CrawlInput, type CrawlResult } from '@tablefor/shared';
import { api } from '@/lib/api-client';

export async function crawlRestaurant(
  input: CrawlInput,
  signal?: AbortSignal,
): Promise<CrawlResult> {
  const { result } = await api.post('/api/crawl', input, { schema: crawlResponseSchema, signal });
  return result;
}

type CrawlRequest = { input: CrawlInput; signal: AbortSignal };

export function useCrawlRestaurant() {
  return useMutation({
    mutationFn: ({ input, signal }: CrawlRequest) => crawlRestaurant(input, signal),
  });
}

/** A request stopped by 'Cancel' (or by leaving the page), not a failure to report. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
