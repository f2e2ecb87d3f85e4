/**
 * Files kept in an S3-compatible bucket (AWS S3, MinIO, R2, …) under names the server itself
 * chose, behind the same calls as the local folder. Every name is checked before it reaches the
 * bucket, and each kind of file has its own key prefix. A bucket that refuses (wrong credentials,
 * no such bucket, endpoint down) is logged with its cause and answered as a coded 503; a key that
 * is simply not there reads as null.
 */
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { AppError, problem } from '@tablefor/server-kit';
import { commonCodes } from '@tablefor/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { UploadsS3Config } from '../config.ts';

export type StoredObject = { body: Buffer; contentType: string };

export interface ObjectStore {
  /** Writes (or replaces) the object `name`. */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes `name`; a name that is not there is not an error. */
  delete(name: string): Promise<void>;
  /** The object called `name`, or null when there is none (or the name is not one of ours). */
  read(name: string): Promise<StoredObject | null>;
}

/** How long a client should wait before trying again after the bucket refused. */
const RETRY_AFTER_SECONDS = '5';
/** A bucket that does not answer is a refusal, not a request hanging for minutes. */
const REQUEST_TIMEOUT_MS = 10_000;

/** 503 `common.storageUnavailable`: the request may be tried again; nothing was recorded. */
export const storageUnavailable = () =>
  new AppError(503, [problem('storage', commonCodes.storageUnavailable)], {
    'retry-after': RETRY_AFTER_SECONDS,
  });

export const isStorageUnavailable = (error: unknown) =>
  error instanceof AppError && error.statusCode === 503;

export type S3ObjectStoreOptions = {
  /** Prepended to every name: `private/` keeps claim files apart from the public pictures. */
  keyPrefix: string;
  /** Only names the server writes; any other is refused before it reaches the bucket. */
  isName: (name: string) => boolean;
  /** Sent with every object written (the pictures' immutable caching for a public bucket URL). */
  cacheControl?: string;
  log?: Pick<FastifyBaseLogger, 'error'>;
};

type Sdk = typeof import('@aws-sdk/client-s3');

/**
 * A bucket's client, made on first use: the SDK takes about 120 ms to import, which every start
 * paid, bucket or not. The stores ask for it before each call; the first call imports it.
 */
export type S3Connection = () => Promise<{ client: S3Client; sdk: Sdk }>;

/** One client per bucket configuration; both stores share it. */
export function createS3Client(config: UploadsS3Config): S3Connection {
  const options: S3ClientConfig = {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    maxAttempts: 2,
    requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, connectionTimeout: REQUEST_TIMEOUT_MS },
  };
  if (config.endpoint) options.endpoint = config.endpoint;
  if (config.credentials) options.credentials = config.credentials;
  let connection: ReturnType<S3Connection> | null = null;
  return () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client(options),
    })));
}

const isMissingKey = (error: unknown) => {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
};

export function createS3ObjectStore(
  connect: S3Connection,
  bucket: string,
  { keyPrefix, isName, cacheControl, log }: S3ObjectStoreOptions,
): ObjectStore {
  const keyOf = (name: string) => {
    if (!isName(name)) throw new Error(`not a stored file name: ${JSON.stringify(name)}`);
    return `${keyPrefix}${name}`;
  };
  const refused = (error: unknown, operation: string, key: string) => {
    log?.error({ err: error, bucket, key, operation }, 'object storage refused');
    return storageUnavailable();
  };
  return {
    async put(name, bytes, contentType) {
      const key = keyOf(name);
      const { client, sdk } = await connect();
      try {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.length,
            ...(cacheControl ? { CacheControl: cacheControl } : {}),
          }),
        );
      } catch (error) {
        throw refused(error, 'put', key);
      }
    },
    async delete(name) {
      const key = keyOf(name);
      const { client, sdk } = await connect();
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (isMissingKey(error)) return;
        throw refused(error, 'delete', key);
      }
    },
    async read(name) {
      if (!isName(name)) return null;
      const key = keyOf(name);
      const { client, sdk } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!answer.Body) return null;
        const body = Buffer.from(await answer.Body.transformToByteArray());
        return { body, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissingKey(error)) return null;
        throw refused(error, 'read', key);
      }
    },
  };
}
