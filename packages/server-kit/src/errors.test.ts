import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authCodes,
  authMessages,
  commonCodes,
  reviewCodes,
  reviewMessages,
} from '@tablefor/shared';
import { z } from 'zod';
import { conflict, forbidden, problem, registerErrorHandler, routeNotFoundBody } from './errors.ts';
import { useZodContracts, zodRoutes } from './zod-contracts.ts';

const app = Fastify();
const bodySchema = z.object({
  rating: z.number({ error: reviewCodes.rating }),
  note: z.string().max(3).optional(),
});

beforeAll(async () => {
  registerErrorHandler(app);
  useZodContracts(app);
  zodRoutes(app).post('/rate', { schema: { body: bodySchema } }, async (request) => ({
    doubled: request.body.rating * 2,
  }));
  app.get('/taken', async () => {
    throw conflict(problem('review', reviewCodes.duplicate));
  });
  app.get('/admins', async () => {
    throw forbidden(problem('auth', authCodes.administratorsOnly));
  });
  app.get('/boom', async () => {
    throw new Error('secret stack detail');
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(routeNotFoundBody(request.method, request.url)),
  );
  await app.ready();
});
afterAll(() => app.close());

describe('the error handler', () => {
  it('answers a thrown AppError as errors plus their coded twin', async () => {
    const res = await app.inject({ url: '/taken' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      errors: [`review: ${reviewMessages.duplicate}`],
      details: [{ field: 'review', code: reviewCodes.duplicate }],
    });
    const admins = await app.inject({ url: '/admins' });
    expect(admins.statusCode).toBe(403);
    expect(admins.json().errors).toEqual([`auth: ${authMessages.administratorsOnly}`]);
  });

  it('hides the details of an unexpected failure', async () => {
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json().details).toEqual([{ field: 'server', code: commonCodes.serverError }]);
  });

  it('codes an unknown route with its method and path', async () => {
    const res = await app.inject({ url: '/nowhere?x=1' });
    expect(res.json()).toEqual({
      errors: ['route: GET /nowhere does not exist'],
      details: [
        {
          field: 'route',
          code: commonCodes.routeNotFound,
          params: { method: 'GET', path: '/nowhere' },
        },
      ],
    });
  });
});

describe('zod route contracts', () => {
  it('hand the handler the parsed body', async () => {
    const res = await app.inject({ method: 'POST', url: '/rate', payload: { rating: 4 } });
    expect(res.json()).toEqual({ doubled: 8 });
  });

  it('refuse bad input with a 400 naming the field and its code', async () => {
    const res = await app.inject({ method: 'POST', url: '/rate', payload: { rating: 'five' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [`rating: ${reviewMessages.rating}`],
      details: [{ field: 'rating', code: reviewCodes.rating }],
    });
  });

  it("code zod's own messages as common.invalid with zod's words", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/rate',
      payload: { rating: 4, note: 'too long' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'note', code: commonCodes.invalid, params: { detail: expect.any(String) } },
    ]);
  });
});
