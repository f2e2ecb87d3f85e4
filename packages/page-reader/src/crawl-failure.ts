/** Why a website could not be read: one of the crawl's coded messages, with its parameters. */
import type { crawlCodes, MessageParams } from '@tablefor/shared';

export type CrawlFailureReason = Exclude<
  keyof typeof crawlCodes,
  'urlRequired' | 'urlInvalid' | 'instructionTooLong'
>;

export class CrawlFailure extends Error {
  constructor(
    readonly reason: CrawlFailureReason,
    readonly params?: MessageParams,
  ) {
    super(params ? `${reason} ${JSON.stringify(params)}` : reason);
    this.name = 'CrawlFailure';
  }
}
