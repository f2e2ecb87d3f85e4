/** Tests only: a parsed topic-search task with the spec's defaults, and what a test changes. */
import {
  topicSearchRequestSchema,
  type TopicSearchRequest,
  type TopicSearchTask,
} from '@tablefor/shared';

export const buildTask = (request: TopicSearchRequest): TopicSearchTask =>
  topicSearchRequestSchema.parse(request);
