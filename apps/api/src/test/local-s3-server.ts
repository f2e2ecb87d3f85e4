/**
 * A real S3-compatible server (s3rver) on a free loopback port for tests, with one bucket. It can
 * be stopped and started again on the same port and folder, to play a bucket that refuses.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** The only key pair s3rver accepts. */
const ACCESS_KEY = 'S3RVER';

export async function startLocalS3Server(bucket = 'tablefor-test') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'tablefor-s3-'));
  const serve = (port: number) =>
    new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
  let server = serve(0);
  const { port } = await server.run();
  let running = true;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  return {
    endpoint,
    bucket,
    /** The API's variables for this server and bucket. */
    env: {
      UPLOADS_S3_BUCKET: bucket,
      UPLOADS_S3_ENDPOINT: endpoint,
      UPLOADS_S3_ACCESS_KEY_ID: ACCESS_KEY,
      UPLOADS_S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      UPLOADS_S3_FORCE_PATH_STYLE: 'true',
    },
    /** Every key in the bucket under `prefix`, sorted. */
    async keys(prefix = ''): Promise<string[]> {
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: 1000 }),
      );
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    head: (key: string) => client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })),
    remove: (key: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })),
    /** The endpoint stops answering (connections refused) until `start`. */
    async stop() {
      if (!running) return;
      running = false;
      await server.close();
    },
    async start() {
      if (running) return;
      server = serve(port);
      await server.run();
      running = true;
    },
    async close() {
      client.destroy();
      if (running) await server.close();
      running = false;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type LocalS3Server = Awaited<ReturnType<typeof startLocalS3Server>>;
