import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_JSON_ARRAY_ITEMS,
  MAX_JSON_DEPTH,
  MAX_JSON_OBJECT_KEYS,
  messageText,
  commonCodes,
} from '@tablefor/shared';
import { registerErrorHandler } from './errors.ts';
import { parseJsonBodies } from './json-bodies.ts';
import { jsonShapeProblem } from './json-shape.ts';

const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const list = (items: number) => JSON.stringify(Array.from({ length: items }, (_, i) => i));
const fields = (count: number) =>
  JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i])));

const tooDeep = `body: ${messageText(commonCodes.bodyTooDeep)}`;
const listTooLong = `body: ${messageText(commonCodes.bodyListTooLong)}`;
const tooManyFields = `body: ${messageText(commonCodes.bodyTooManyFields)}`;

function buildApp(options: Parameters<typeof parseJsonBodies>[1]) {
  const app = Fastify({ bodyLimit: 1024 * 1024 });
  parseJsonBodies(app, options);
  registerErrorHandler(app);
  app.post('/echo', async (request) => ({ body: request.body ?? null }));
  return app;
}

const app = buildApp({ emptyIsNoBody: true });
const strict = buildApp({});
beforeAll(() => Promise.all([app.ready(), strict.ready()]));
afterAll(() => Promise.all([app.close(), strict.close()]));

const post = (payload: string, on = app) =>
  on.inject({
    method: 'POST',
    url: '/echo',
    payload,
    headers: { 'content-type': 'application/json' },
  });

describe('parseJsonBodies', () => {
  it('states the limits it checks', () => {
    expect(tooDeep).toBe(`body: The request body nests deeper than ${MAX_JSON_DEPTH} levels`);
    expect(listTooLong).toBe(
      `body: A list in the request body holds more than ${MAX_JSON_ARRAY_ITEMS} items`,
    );
    expect(tooManyFields).toBe(
      `body: An object in the request body has more than ${MAX_JSON_OBJECT_KEYS} fields`,
    );
  });

  it.each([
    ['arrays', nestedArrays(MAX_JSON_DEPTH)],
    ['objects', nestedObjects(MAX_JSON_DEPTH)],
    ['a list at the cap', list(MAX_JSON_ARRAY_ITEMS)],
    ['an object at the cap', fields(MAX_JSON_OBJECT_KEYS)],
    ['scalars', '"text"'],
  ])('passes %s within the bounds through unchanged', async (_, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual(JSON.parse(payload));
  });

  it.each([
    ['arrays one level too deep', nestedArrays(MAX_JSON_DEPTH + 1), tooDeep],
    ['objects one level too deep', nestedObjects(MAX_JSON_DEPTH + 1), tooDeep],
    ['arrays 10,000 deep', nestedArrays(10_000), tooDeep],
    ['objects 10,000 deep', nestedObjects(10_000), tooDeep],
    ['arrays 100,000 deep', nestedArrays(100_000), tooDeep],
    ['depth inside a field', JSON.stringify({ email: JSON.parse(nestedArrays(40)) }), tooDeep],
    ['a list one too long', list(MAX_JSON_ARRAY_ITEMS + 1), listTooLong],
    [
      'a long list deep inside',
      JSON.stringify({ a: [{ b: JSON.parse(list(5000)) }] }),
      listTooLong,
    ],
    ['an object with one field too many', fields(MAX_JSON_OBJECT_KEYS + 1), tooManyFields],
    ['many fields inside a list', JSON.stringify([1, JSON.parse(fields(1000))]), tooManyFields],
  ])('refuses %s: 400 with the error', async (_, payload, error) => {
    for (const on of [app, strict]) {
      const res = await post(payload, on);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errors: [error],
        details: [{ field: 'body', code: expect.stringMatching(/^common\.body/) }],
      });
    }
  });

  it('still refuses malformed JSON and prototype poisoning', async () => {
    for (const payload of ['{"a":', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}']) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([expect.objectContaining({ field: 'body' })]);
    }
  });

  it('reads an empty body as no body only when asked to', async () => {
    expect((await post('  ')).json()).toEqual({ body: null });
    expect((await post('', strict)).statusCode).toBe(400);
  });

  it('accepts a large body within the limits: 650 KB, 90,000 values', async () => {
    // 1,000 objects of 60 fields, half of them short lists. How fast the walk is, is the bench's
    // to measure, not a test's (a timed test fails on a loaded machine).
    const rows = Array.from({ length: 1000 }, (_, row) =>
      Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, i % 2 ? [row] : row])),
    );
    const payload = JSON.stringify(rows);
    expect((await post(payload)).statusCode).toBe(200);
    expect(jsonShapeProblem(JSON.parse(payload))).toBe(null);
  });
});
