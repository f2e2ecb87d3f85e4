/**
 * 'Fetch Information': runs the crawl with a signal 'Cancel' aborts, and hands the filled fields
 * over. A cancelled request is no failure; leaving the page cancels it too.
 */
import { useEffect, useRef, useState } from 'react';
import type { CrawlInput } from '@tablefor/shared';
import { isAbortError, useCrawlRestaurant } from '../api/crawl-restaurant';
import { fillFromCrawl, type CrawlFill } from '../lib/crawl-fill';

export function hostOf(url: string): string {
  try {
    return new URL(url.trim()).host.replace(/^www\./, '');
  } catch {
    return url.trim();
  }
}

export function useWebsiteCrawl(onFilled: (fill: CrawlFill, host: string) => void) {
  const crawl = useCrawlRestaurant();
  const controller = useRef<AbortController | null>(null);
  const [host, setHost] = useState('');
  const [nothingFound, setNothingFound] = useState(false);

  useEffect(() => () => controller.current?.abort(), []);

  function start(input: CrawlInput) {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const target = hostOf(input.url);
    setHost(target);
    setNothingFound(false);
    crawl.mutate(
      { input, signal: current.signal },
      {
        onSuccess: (result) => {
          const fill = fillFromCrawl(result);
          // The API answers 422 when a page states nothing; an empty 200 means the same.
          if (fill.count === 0) setNothingFound(true);
          else onFilled(fill, target);
        },
      },
    );
  }

  function cancel() {
    controller.current?.abort();
    crawl.reset();
  }

  function dismiss() {
    crawl.reset();
    setNothingFound(false);
  }

  const failed = crawl.isError && !isAbortError(crawl.error);
  return {
    start,
    cancel,
    dismiss,
    host,
    pending: crawl.isPending,
    error: failed ? crawl.error : null,
    nothingFound,
  };
}
