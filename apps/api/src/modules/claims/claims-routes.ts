/** The claim flow's calls: the listing's preview, sending and checking the code, the claim. */
import type { FastifyInstance } from 'fastify';
import {
  claimCodeSentSchema,
  claimCodeVerifiedSchema,
  claimPreviewSchema,
  claimReceiptSchema,
  sendClaimCodeInputSchema,
  submitClaimInputSchema,
  verifyClaimCodeInputSchema,
} from '@tablefor/shared';
import { zodRoutes } from '@tablefor/server-kit';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { requireViewer, signedInOnly } from '../../http/authenticate.ts';
import { pathId } from '../../http/id-param.ts';
import { findClaimPreview } from './claimable-listing.ts';
import { sendClaimCode } from './send-claim-code.ts';
import { submitClaim } from './submit-claim.ts';
import { verifyClaimCode } from './verify-claim-code.ts';

const tags = ['claims'];

export async function claimsRoutes(
  app: FastifyInstance,
  { db, config }: { db: Database; config: Config },
) {
  const routes = zodRoutes(app);
  const secret = config.jwtSecret;

  routes.get(
    '/api/claim/restaurants/:id',
    {
      schema: { response: { 200: claimPreviewSchema } },
      config: {
        openapi: { summary: 'The listing as the claim page shows it; its e-mail masked', tags },
      },
    },
    async (request) => findClaimPreview(db, pathId(request.params, 'restaurant')),
  );

  routes.post(
    '/api/claim/send-verification-code',
    {
      schema: { body: sendClaimCodeInputSchema, response: { 200: claimCodeSentSchema } },
      config: {
        rateLimit: { max: config.claimCodeLimits.perIpPerMinute, timeWindow: '1 minute' },
        openapi: {
          summary:
            "E-mail a 6-digit code to the listing's business address or one at its website's domain (rate-limited)",
          tags,
        },
      },
    },
    async (request) => {
      await sendClaimCode(db, request.body, {
        secret,
        perListingPerHour: config.claimCodeLimits.perListingPerHour,
        ip: request.ip,
        now: new Date(),
      });
      return { sent: true as const };
    },
  );

  routes.post(
    '/api/claim/verify-code',
    {
      schema: { body: verifyClaimCodeInputSchema, response: { 200: claimCodeVerifiedSchema } },
      config: {
        // Each code has few attempts already; this only stops one client hammering many codes.
        rateLimit: { max: config.claimCodeLimits.perIpPerMinute * 3, timeWindow: '1 minute' },
        openapi: { summary: 'Check the e-mailed code (5 attempts, 10 minutes)', tags },
      },
    },
    async (request) => {
      await verifyClaimCode(db, request.body, { secret, now: new Date() });
      return { verified: true as const };
    },
  );

  routes.post(
    '/api/claim/submit',
    {
      preValidation: signedInOnly,
      schema: { body: submitClaimInputSchema, response: { 201: claimReceiptSchema } },
      config: {
        openapi: {
          summary: 'Claim a listing with a verified e-mail (signed in); it waits for review',
          tags,
          auth: 'user',
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireViewer(request);
      const receipt = await submitClaim(db, request.body, user, new Date());
      return reply.status(201).send(receipt);
    },
  );
}
