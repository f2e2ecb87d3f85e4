/**
 * POST {search service}/search/topic: starts a task and answers its id at once (202); the task is
 * then polled by its status. It needs an account: the session's token goes with it. The output
 * model names the fields the cards and the listings use, so the service's reflection steps look
 * for them.
 */
import { useMutation } from '@tanstack/react-query';
import { topicSearchStartedSchema, type TopicSearchRequest } from '@tablefor/shared';
import { searchServiceRequest } from './search-service';

const text = { type: 'string' } as const;

export const OUTPUT_MODEL = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      name: text,
      description: text,
      cuisine_type: text,
      price_range: text,
      location: {
        type: 'object',
        properties: { address: text, city: text, state: text, zip_code: text },
      },
      contact: { type: 'object', properties: { phone: text, email: text, website: text } },
      hours: { type: 'object', additionalProperties: text },
      features: { type: 'array', items: text },
      rating: { type: 'number' },
      reviews_count: { type: 'integer' },
    },
  },
} as const;

export async function startTopicSearch(request: TopicSearchRequest): Promise<string> {
  const { task_id } = await searchServiceRequest('/search/topic', {
    body: { ...request, output_model: OUTPUT_MODEL },
    schema: topicSearchStartedSchema,
    auth: true,
  });
  return task_id;
}

export function useStartTopicSearch() {
  return useMutation({ mutationFn: startTopicSearch });
}
