/** The business landing page's contact form, and the administrators' inbox of its inquiries. */
import type { FastifyInstance } from 'fastify';
import {
  contactInquiryInputSchema,
  contactInquiryReceiptSchema,
  contactInquirySchema,
  inquiryListQuerySchema,
  inquiryPageSchema,
  updateInquiryInputSchema,
} from '@tablefor/shared';
import { zodRoutes } from '@tablefor/server-kit';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { administratorsOnly } from '../../http/authenticate.ts';
import { pathId } from '../../http/id-param.ts';
import { listInquiries, markInquiry, storeInquiry } from './inquiry-queries.ts';

const tags = ['business'];

export async function businessContactRoutes(
  app: FastifyInstance,
  { db, config }: { db: Database; config: Config },
) {
  const routes = zodRoutes(app);
  routes.post(
    '/api/business/contact',
    {
      schema: { body: contactInquiryInputSchema, response: { 201: contactInquiryReceiptSchema } },
      config: {
        rateLimit: { max: config.contactLimitPerHour, timeWindow: '1 hour' },
        openapi: { summary: 'Send a sales inquiry (anyone; rate-limited per IP)', tags },
      },
    },
    async (request, reply) => {
      const id = await storeInquiry(db, request.body);
      return reply.status(201).send({ id, received: true as const });
    },
  );

  routes.get(
    '/api/business/inquiries',
    {
      preValidation: administratorsOnly,
      schema: { querystring: inquiryListQuerySchema, response: { 200: inquiryPageSchema } },
      config: {
        openapi: {
          summary: 'Contact inquiries, newest first (administrators)',
          tags,
          auth: 'admin',
        },
      },
    },
    async (request) => listInquiries(db, request.query),
  );

  routes.put(
    '/api/business/inquiries/:id',
    {
      preValidation: administratorsOnly,
      schema: { body: updateInquiryInputSchema, response: { 200: contactInquirySchema } },
      config: {
        openapi: {
          summary: 'Mark an inquiry handled, or open again (administrators)',
          tags,
          auth: 'admin',
        },
      },
    },
    async (request) =>
      markInquiry(db, pathId(request.params, 'inquiry'), request.body.handled, new Date()),
  );
}
