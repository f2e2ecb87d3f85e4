/**
 * An optional second reading of the page by a language model (LLM_URL): it fills only the
 * fields the deterministic reading left empty, answering for the restaurant the instruction
 * names, and each value it gives is kept only where the page's own text contains it, so the model
 * can find what the rules missed but cannot invent. Any failure leaves the first reading as it was.
 */
import { askChatModelJson, type ChatModelConfig } from '@tablefor/server-kit';
import type { CrawlResult } from '@tablefor/shared';
import { z } from 'zod';

/** The free-text fields a model may fill; numbers, hours and pictures stay the rules'. */
const MODEL_FIELDS = [
  'name',
  'address',
  'neighborhood',
  'cross_street',
  'phone',
  'cuisines',
  'dining_style',
  'dress_code',
  'parking_details',
  'payment_options',
  'executive_chef',
  'description',
] as const;
type ModelField = (typeof MODEL_FIELDS)[number];

/** What the model reads of the page, at most. */
const PAGE_TEXT_LIMIT = 12_000;
const VALUE_LIMIT = 500;

const INSTRUCTIONS =
  "You read the visible text of a restaurant's web page. Answer with JSON only: " +
  '{"fields": {"<field>": "<value>"}} for the fields asked, each value copied exactly as the page ' +
  'writes it. Leave out any field the page does not state. When the instruction names one ' +
  'restaurant among several on the page, answer for that one only.';

const answerSchema = z.object({
  fields: z.record(z.string(), z.unknown()),
});

export type CrawlModel = ChatModelConfig & { timeoutMs: number };

/** Lower case, one space, compatibility forms folded: how a value is looked for in the text. */
const normalized = (text: string) =>
  text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

export async function modelPass(
  result: CrawlResult,
  page: { text: string; instruction: string },
  model: CrawlModel,
  log: (error: unknown) => void,
): Promise<CrawlResult> {
  const missing = MODEL_FIELDS.filter((field) => !result[field].trim());
  if (missing.length === 0 || !page.text.trim()) return result;
  let answer: z.infer<typeof answerSchema>;
  try {
    const raw = await askChatModelJson(
      model,
      [
        { role: 'system', content: INSTRUCTIONS },
        {
          role: 'user',
          content: JSON.stringify({
            instruction: page.instruction,
            fields: missing,
            page: page.text.slice(0, PAGE_TEXT_LIMIT),
          }),
        },
      ],
      { timeoutMs: model.timeoutMs },
    );
    answer = answerSchema.parse(raw);
  } catch (error) {
    log(error);
    return result;
  }
  const text = normalized(page.text);
  const filled: Partial<Record<ModelField, string>> = {};
  for (const field of missing) {
    const value = answer.fields[field];
    if (typeof value !== 'string') continue;
    const trimmed = value.trim();
    if (!trimmed || trimmed.length > VALUE_LIMIT || !text.includes(normalized(trimmed))) continue;
    filled[field] = trimmed;
  }
  const sources = Object.fromEntries(Object.keys(filled).map((field) => [field, 'model' as const]));
  return { ...result, ...filled, field_sources: { ...result.field_sources, ...sources } };
}
