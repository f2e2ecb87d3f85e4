/**
 * A claim's files: the claimant uploads its menu and photos (signed in, one file a request) before
 * submitting; administrators read them from the claim they belong to. Nothing here is public.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  CLAIM_MENU_MAX_MEGABYTES,
  CLAIM_PHOTO_MAX_MEGABYTES,
  CLAIM_UPLOAD_FIELD,
  claimUploadKinds,
  claimUploadSchema,
  type ClaimUploadKind,
} from '@tablefor/shared';
import { notFound, zodRoutes } from '@tablefor/server-kit';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { claimFiles } from '../../db/schema/index.ts';
import { administratorsOnly, requireViewer, signedInOnly } from '../../http/authenticate.ts';
import { pathId } from '../../http/id-param.ts';
import { readFileUpload, uploadLimits } from '../../http/read-file-upload.ts';
import type { FileStore } from '../../storage/directory-file-store.ts';
import {
  claimUploadRules,
  storeClaimUpload,
  uploadOfWrongType,
  uploadTooLarge,
} from './claim-uploads.ts';

const tags = ['claims'];
const LARGEST_UPLOAD = Math.max(...Object.values(claimUploadRules).map((rule) => rule.maxBytes));
const isKind = (value: unknown): value is ClaimUploadKind =>
  claimUploadKinds.includes(value as ClaimUploadKind);

export type ClaimUploadRoutesOptions = { db: Database; config: Config; claimFiles: FileStore };

export async function claimUploadRoutes(app: FastifyInstance, options: ClaimUploadRoutesOptions) {
  const { db, config, claimFiles: store } = options;
  // Registered inside this plugin, so only these routes accept multipart bodies.
  await app.register(fastifyMultipart, { limits: uploadLimits(LARGEST_UPLOAD) });
  const routes = zodRoutes(app);

  routes.post(
    '/api/claim/uploads/:kind',
    {
      // Before a byte of the body is read: anonymous 401.
      onRequest: signedInOnly,
      schema: { response: { 201: claimUploadSchema } },
      config: {
        rateLimit: { max: config.claimCodeLimits.perIpPerMinute * 3, timeWindow: '1 minute' },
        openapi: {
          summary:
            `Upload a claim's menu (PDF, at most ${CLAIM_MENU_MAX_MEGABYTES} MB) or a photo (JPEG, ` +
            `PNG or WebP, at most ${CLAIM_PHOTO_MAX_MEGABYTES} MB) in the multipart field ` +
            `\`${CLAIM_UPLOAD_FIELD}\`; name its id in the claim`,
          tags,
          auth: 'user',
        },
      },
    },
    async (request, reply) => {
      const kind = (request.params as { kind?: unknown }).kind;
      if (!isKind(kind)) throw notFound('upload kind');
      const { user } = await requireViewer(request);
      const upload = await readFileUpload(request, {
        field: CLAIM_UPLOAD_FIELD,
        maxBytes: claimUploadRules[kind].maxBytes,
        tooLarge: () => uploadTooLarge(kind),
        invalid: () => uploadOfWrongType(kind),
      });
      const stored = await storeClaimUpload(
        { db, store, quota: config.claimUploadQuota, log: request.log },
        { kind, upload, userId: user.id, now: new Date() },
      );
      return reply.status(201).send(stored);
    },
  );

  app.get(
    '/api/admin/claims/:id/files/:fileId',
    {
      onRequest: administratorsOnly,
      config: { openapi: { summary: "A claim's uploaded file", tags, auth: 'admin' } },
    },
    async (request, reply) => {
      const claimId = pathId(request.params, 'claim');
      const fileId = (request.params as { fileId?: string }).fileId ?? '';
      if (!/^[0-9a-f-]{36}$/.test(fileId)) throw notFound('file');
      const [file] = await db
        .select()
        .from(claimFiles)
        .where(and(eq(claimFiles.id, fileId), eq(claimFiles.claim_id, claimId)));
      const bytes = file ? await store.read(file.storage_name) : null;
      if (!file || !bytes) throw notFound('file');
      // Downloaded, never rendered as a page of this origin; its name is for the reviewer.
      const filename = encodeURIComponent(file.name);
      return reply
        .header('content-type', file.content_type)
        .header('content-disposition', `attachment; filename*=UTF-8''${filename}`)
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bytes);
    },
  );
}
