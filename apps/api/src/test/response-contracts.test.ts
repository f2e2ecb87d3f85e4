import { useZodContracts } from '@tablefor/server-kit';
import Fastify, { type FastifySchema } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkResponsesAgainstSchemas, type ResponseMismatch } from './response-contracts.ts';

describe('checkResponsesAgainstSchemas', () => {
  it("turns an answer that breaks its status's schema into a 500 naming the route", async () => {
    const app = Fastify();
    const seen: ResponseMismatch[] = [];
    checkResponsesAgainstSchemas(app, (mismatch) => seen.push(mismatch));
    useZodContracts(app);
    const schema = { response: { 200: z.object({ name: z.string() }) } };
    app.get('/good', { schema }, async () => ({ name: 'Bestia' }));
    app.get('/bad', { schema }, async () => ({ name: 7 }));
    // No schema for 404: not checked.
    const onlyOk: FastifySchema = { response: { 200: z.object({}) } };
    app.get('/missing', { schema: onlyOk }, async (_request, reply) =>
      reply.status(404).send({ x: 1 }),
    );
    expect((await app.inject('/good')).statusCode).toBe(200);
    expect((await app.inject('/missing')).statusCode).toBe(404);
    const bad = await app.inject('/bad');
    expect(bad.statusCode).toBe(500);
    expect(bad.json().responseSchemaMismatch).toMatchObject({ route: 'GET /bad', status: 200 });
    expect(seen).toHaveLength(1);
  });
});
