/** The task failure a provider raises when its source is unreachable or answers garbage. */
import { JobFailure } from '@tablefor/server-kit';
import { topicSearchCodes, topicSearchMessages } from '@tablefor/shared';

/** Retryable: an outside service that is down now may answer on the task's next attempt. */
export function providerFailure(cause: unknown): JobFailure {
  const failure = new JobFailure(
    topicSearchCodes.providerFailed,
    topicSearchMessages.providerFailed,
  );
  // The reason stays with the error for the logs; the task shows only the coded message.
  failure.cause = cause;
  return failure;
}
