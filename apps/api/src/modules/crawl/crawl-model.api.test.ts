/**
 * The language model's second reading (LLM_URL): it fills what the rules left empty, for the
 * restaurant the instruction names, and a value the page's text does not contain is dropped; a
 * model that fails or answers nonsense leaves the rules' reading as it was. The model is a local
 * server speaking the chat completions protocol.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crawlResponseSchema } from '@tablefor/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  htmlDocument,
  htmlPage,
  startTestSite,
  type TestSite,
} from '@tablefor/page-reader/test-site';

// Prose the rules cannot read: no labels, no markup.
const prosePage = htmlDocument(
  '<title>Welcome</title>',
  '<h1>Welcome</h1><p>Two houses, one family.</p>' +
    '<p>At Fonda Azul our chef Marisol Reyes cooks the food of the Yucatán coast.</p>' +
    '<p>At Bar Verde, upstairs, we pour mezcal until late.</p>',
);

type ModelReply = { status: number; body: unknown };
let reply: ModelReply;
const asked: { fields: string[]; instruction: string; page: string }[] = [];

function answerWith(fields: Record<string, unknown>): ModelReply {
  return {
    status: 200,
    body: { choices: [{ message: { content: JSON.stringify({ fields }) } }] },
  };
}

let model: Server;
let site: TestSite;
let t: TestApp;

beforeAll(async () => {
  model = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const { messages } = JSON.parse(body) as { messages: { content: string }[] };
      asked.push(JSON.parse(messages.at(-1)!.content));
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  site = await startTestSite({ '/prose': htmlPage(prosePage) });
  t = await createTestApp({
    env: {
      CRAWL_ALLOWED_ORIGINS: site.origin,
      CRAWL_RATE_LIMIT_PER_MINUTE: '1000',
      LLM_URL: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await site?.close();
  await new Promise((resolve) => model?.close(resolve));
});
beforeEach(() => {
  asked.splice(0);
});

const crawl = (instruction = '') =>
  t.app.inject({
    method: 'POST',
    url: '/api/crawl',
    payload: { url: site.url('/prose'), instruction },
  });

describe("the language model's second reading", () => {
  it('fills what the rules missed for the restaurant named, and keeps only what the page says', async () => {
    reply = answerWith({
      name: 'Fonda Azul',
      description: 'At Fonda Azul our chef Marisol Reyes cooks the food of the Yucatán coast.',
      executive_chef: 'Marisol Reyes',
      // Not on the page: invented, so dropped.
      phone: '(323) 555-0199',
      dress_code: 'Smart casual',
    });
    const res = await crawl('Fonda Azul, not the bar');
    expect(res.statusCode, res.body).toBe(200);
    const { result } = crawlResponseSchema.parse(res.json());
    expect(result.name).toBe('Fonda Azul');
    expect(result.executive_chef).toBe('Marisol Reyes');
    expect(result.phone).toBe('');
    expect(result.dress_code).toBe('');
    expect(result.description).toContain('Yucatán coast');
    expect(result.field_sources).toMatchObject({ name: 'model', executive_chef: 'model' });
    expect(result.field_sources.phone).toBeUndefined();
    // It was asked only for what the rules left empty, with the instruction and the page's text.
    expect(asked).toHaveLength(1);
    expect(asked[0]!.instruction).toBe('Fonda Azul, not the bar');
    expect(asked[0]!.fields).toContain('executive_chef');
    expect(asked[0]!.page).toContain('Marisol Reyes');
  });

  it('leaves the rules’ reading as it was when the model fails or answers out of shape', async () => {
    reply = { status: 500, body: { error: 'overloaded' } };
    const failed = await crawl();
    reply = { status: 200, body: { choices: [{ message: { content: 'not json' } }] } };
    const nonsense = await crawl();
    for (const res of [failed, nonsense]) {
      // Nothing the rules can read on this page: the crawl says so, as without a model.
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(expect.arrayContaining([expect.any(String)]));
    }
  });
});
