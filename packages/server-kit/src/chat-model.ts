/**
 * An OpenAI-compatible chat completions endpoint (LLM_URL), asked for one JSON object. The API's
 * crawl and the search service use it when configured; each treats any failure as no answer.
 */
import { z } from 'zod';

export type ChatModelConfig = { url: string; model: string; apiKey?: string };

export type ChatMessage = { role: 'system' | 'user'; content: string };

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** The model's answer parsed as JSON; throws on a refusal, a timeout or an answer not JSON. */
export async function askChatModelJson(
  config: ChatModelConfig,
  messages: ChatMessage[],
  { signal, timeoutMs }: { signal?: AbortSignal; timeoutMs: number },
): Promise<unknown> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const response = await fetch(`${config.url.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: config.model,
      temperature: 0,
      response_format: { type: 'json_object' },
      messages,
    }),
    signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
  });
  if (!response.ok) throw new Error(`language model answered ${response.status}`);
  const completion = completionSchema.parse(await response.json());
  return JSON.parse(completion.choices[0]?.message.content ?? '') as unknown;
}
