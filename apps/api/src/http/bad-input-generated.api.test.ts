/**
 * Bad input by generation: every documented route (the OpenAPI document the shared schemas
 * produce) is fed wrong types, missing and extra fields, boundary and huge numbers, control
 * characters, very long strings, malformed JSON, bodies nested too deep or too large and wrong
 * content types, in bodies, query strings and path parameters, as an administrator (so
 * authorization lets it reach validation) and anonymously. No answer is a 5xx; every 4xx
 * carries `errors`; a refused request changes nothing.
 * FUZZ_RUNS sets the samples per route and way of sending (default 12), FUZZ_SEED the seed.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signedUpAdmin, signedUpUser } from '../test/factories.ts';
import { createRestaurant } from '../test/restaurant-factory.ts';
import { databaseFingerprint } from '../test/database-fingerprint.ts';
import {
  commonCodes,
  MAX_JSON_ARRAY_ITEMS,
  MAX_JSON_DEPTH,
  MAX_JSON_OBJECT_KEYS,
  messageText,
} from '@tablefor/shared';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

type Operation = {
  method: string;
  path: string;
  query: string[];
  bodyFields: string[] | null;
};
type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        requestBody?: { content: { 'application/json': { schema: { properties?: object } } } };
      }
    >
  >;
};

/** Routes that reach outside services with what validation lets through: proven by their own tests. */
const LEFT_OUT = [/\/crawl/, /\/topic-search/, /\/geocod/];

let t: TestApp;
let operations: Operation[];
let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
let restaurantId: number;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      SIGNUP_RATE_LIMIT_PER_HOUR: '100000',
      LOGIN_RATE_LIMIT_PER_IP: '100000',
      LOGIN_RATE_LIMIT_PER_ACCOUNT: '100000',
      BOOKING_RATE_LIMIT_PER_MINUTE: '100000',
      CONTACT_RATE_LIMIT_PER_HOUR: '100000',
      CLAIM_CODE_RATE_LIMIT_PER_MINUTE: '100000',
      LISTING_CREATE_RATE_LIMIT_PER_HOUR: '100000',
    },
  });
  admin = await signedUpAdmin(t);
  await signedUpUser(t);
  restaurantId = (await createRestaurant(t.db)).id;
  const document = (await t.app.inject('/api/docs')).json<OpenApi>();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      bodyFields: operation.requestBody
        ? Object.keys(operation.requestBody.content['application/json'].schema.properties ?? {})
        : null,
    })),
  );
}, 60_000);
afterAll(() => t.close());

// Values a client can send wrongly: every JSON type, edges of numbers, hostile and huge text.
const hostileText = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u001b[2J',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
  ),
  fc.constantFrom('9999-12-31', '0000-00-00', '2024-02-30', '25:61', '1e309', 'NaN', '-0'),
  fc.string({ minLength: 5000, maxLength: 12000 }),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileText, hostileNumber), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileText, { maxKeys: 3 }),
);
const pathValue = fc.oneof(
  fc.constantFrom('0', '-1', 'abc', '1.5', '1e3', '9'.repeat(40), '%00', '%E0%A4%A', '%20', 'null'),
  fc.stringMatching(/^[A-Za-z0-9._~-]{1,20}$/),
);
const queryValue = fc.oneof(hostileText.map(String), hostileNumber.map(String));

/** A body: fields of the route's schema with wrong values, some missing, some extra; or not an object. */
function bodyFor(fields: string[]): fc.Arbitrary<{ payload: string; contentType: string }> {
  const asObject = fc
    .record(
      {
        ...Object.fromEntries(fields.map((field) => [field, hostileValue])),
        extra_field: hostileValue,
      },
      { requiredKeys: [] },
    )
    .map((value) => ({ payload: JSON.stringify(value), contentType: 'application/json' }));
  const notAnObject = hostileValue.map((value) => ({
    payload: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  }));
  const malformed = fc
    .constantFrom('{', '{"a":', '[1,', 'nul', '{"__proto__":{"x":1}}', '\u0000', '"')
    .map((payload) => ({ payload, contentType: 'application/json' }));
  const wrongType = fc
    .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml')
    .map((contentType) => ({ payload: 'a=1&b=2', contentType }));
  const beyondShape = fc
    .constantFrom(...shapeCases(fields))
    .map(({ payload }) => ({ payload, contentType: 'application/json' }));
  return fc.oneof(asObject, notAnObject, malformed, wrongType, beyondShape);
}

function requestFor(operation: Operation): fc.Arbitrary<InjectOptions & { describe: string }> {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const pathArb = fc.tuple(
    ...names.map(() => fc.oneof(fc.constant(String(restaurantId)), pathValue)),
  );
  const queryArb = fc.dictionary(
    operation.query.length ? fc.constantFrom(...operation.query) : fc.constant('unknown'),
    queryValue,
    { maxKeys: 4 },
  );
  const bodyArb = operation.bodyFields
    ? fc.option(bodyFor(operation.bodyFields), { nil: undefined })
    : fc.constant(undefined);
  return fc
    .record({ path: pathArb, query: queryArb, body: bodyArb, asAdmin: fc.boolean() })
    .map(({ path, query, body, asAdmin }) => {
      let url = operation.path;
      names.forEach((name, index) => {
        url = url.replace(`{${name}}`, path[index]!);
      });
      const search = new URLSearchParams(query as Record<string, string>).toString();
      const headers: Record<string, string> = asAdmin ? { ...admin.headers } : {};
      if (body) headers['content-type'] = body.contentType;
      return {
        method: operation.method as InjectOptions['method'],
        url: search ? `${url}?${search}` : url,
        headers,
        ...(body ? { payload: body.payload } : {}),
        describe: `${operation.method} ${url}?${search} ${body?.contentType ?? ''} ${body?.payload.slice(0, 200) ?? ''}`,
      };
    });
}

/** Each hostile value in each place of each route, one at a time: what the random runs may miss. */
const QUERY_EDGES = [
  '\u0000',
  'a\u0000b',
  '\u001b[2J',
  '',
  ' ',
  '9999-12-31',
  '-1',
  '0',
  '2147483648',
  '1e309',
  'NaN',
  'x'.repeat(10_000),
  '%',
  '[]',
];
const BODY_EDGES: unknown[] = [
  null,
  true,
  -1,
  0.5,
  2_147_483_648,
  1e308,
  '',
  '\u0000',
  'x'.repeat(10_000),
  [],
  {},
  ['\u0000'],
  { a: '\u0000' },
  '9999-12-31',
];
const PATH_EDGES = ['0', '-1', 'abc', '1.5', '9'.repeat(40), '%00', '%E0%A4%A', '2147483648'];

function sweep(operation: Operation): (InjectOptions & { describe: string })[] {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const withPath = (values: Record<string, string> = {}) =>
    names.reduce(
      (url, name) => url.replace(`{${name}}`, values[name] ?? String(restaurantId)),
      operation.path,
    );
  const method = operation.method as InjectOptions['method'];
  const requests: (InjectOptions & { describe: string })[] = [];
  const add = (url: string, payload?: string, contentType = 'application/json') =>
    requests.push({
      method,
      url,
      headers: {
        ...admin.headers,
        ...(payload === undefined ? {} : { 'content-type': contentType }),
      },
      ...(payload === undefined ? {} : { payload }),
      describe: `${operation.method} ${url} ${payload?.slice(0, 200) ?? ''}`,
    });
  for (const name of names) for (const value of PATH_EDGES) add(withPath({ [name]: value }));
  for (const name of operation.query) {
    for (const value of QUERY_EDGES) add(`${withPath()}?${new URLSearchParams({ [name]: value })}`);
  }
  for (const field of operation.bodyFields ?? []) {
    for (const value of BODY_EDGES) add(withPath(), JSON.stringify({ [field]: value }));
  }
  if (operation.bodyFields) {
    for (const payload of ['{', '[1,', '"', '{"__proto__":{"x":1}}', '']) add(withPath(), payload);
    add(withPath(), 'a=1', 'text/plain');
  }
  return requests;
}

const tried = () => operations.filter((op) => !LEFT_OUT.some((pattern) => pattern.test(op.path)));

const nested = (open: string, inner: string, close: string, depth: number) =>
  open.repeat(depth) + inner + close.repeat(depth);
const numbers = (count: number) => Array.from({ length: count }, (_, i) => i);
const fieldsOf = (count: number) => Object.fromEntries(numbers(count).map((i) => [`f${i}`, i]));

/** Bodies beyond the shape any route takes, whole or in one field, with the error each earns. */
function shapeCases(fields: string[]): { payload: string; error: string }[] {
  const deepArrays = nested('[', '', ']', 10_000);
  const deepObjects = nested('{"a":', '1', '}', 10_000);
  const field = fields[0] ?? 'extra_field';
  const tooDeep = `body: ${messageText(commonCodes.bodyTooDeep)}`;
  const tooLong = `body: ${messageText(commonCodes.bodyListTooLong)}`;
  const tooWide = `body: ${messageText(commonCodes.bodyTooManyFields)}`;
  return [
    { payload: deepArrays, error: tooDeep },
    { payload: deepObjects, error: tooDeep },
    { payload: `{"${field}":${deepArrays}}`, error: tooDeep },
    { payload: `{"${field}":${nested('{"a":', '1', '}', MAX_JSON_DEPTH)}}`, error: tooDeep },
    { payload: JSON.stringify(numbers(MAX_JSON_ARRAY_ITEMS + 1)), error: tooLong },
    { payload: JSON.stringify({ [field]: numbers(50_000) }), error: tooLong },
    { payload: JSON.stringify(fieldsOf(MAX_JSON_OBJECT_KEYS + 1)), error: tooWide },
    { payload: JSON.stringify({ [field]: [fieldsOf(5_000)] }), error: tooWide },
  ];
}

async function expectRefusedCleanly(request: InjectOptions & { describe: string }) {
  const { describe: label, ...options } = request;
  const before = await databaseFingerprint(t.db);
  const res = await t.app.inject(options);
  expect(res.statusCode, `${label}\n=> ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const body = res.json<{ errors?: unknown }>();
    expect(Array.isArray(body.errors) && body.errors.length > 0, label).toBe(true);
    expect(await databaseFingerprint(t.db), label).toBe(before);
  }
}

describe('generated bad input', () => {
  it('each hostile value in each place of each route: no 5xx, 4xx with errors, nothing changed', async () => {
    expect(tried().length).toBeGreaterThan(40);
    for (const operation of tried()) {
      for (const request of sweep(operation)) await expectRefusedCleanly(request);
    }
  }, 600_000);

  it('bodies nested too deep or too large: 400 with the body error on every route with a body', async () => {
    const withBodies = operations.filter((operation) => operation.bodyFields);
    expect(withBodies.length).toBeGreaterThan(20);
    for (const operation of withBodies) {
      const url = operation.path.replace(/\{\w+\}/g, String(restaurantId));
      for (const { payload, error } of shapeCases(operation.bodyFields ?? [])) {
        const label = `${operation.method} ${url} ${payload.slice(0, 60)}`;
        const before = await databaseFingerprint(t.db);
        const res = await t.app.inject({
          method: operation.method as InjectOptions['method'],
          url,
          headers: { ...admin.headers, 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, `${label}\n=> ${res.body.slice(0, 300)}`).toBe(400);
        expect(res.json<{ errors: string[] }>().errors, label).toEqual([error]);
        expect(await databaseFingerprint(t.db), label).toBe(before);
      }
    }
  }, 600_000);

  it('random combinations of them: the same', async () => {
    for (const operation of tried()) {
      await fc.assert(fc.asyncProperty(requestFor(operation), expectRefusedCleanly), {
        numRuns: RUNS,
        seed: SEED,
        endOnFailure: true,
      });
    }
  }, 600_000);
});
