/**
 * The cluster's SMTP server: every message either API process delivers becomes one file in a
 * folder, so that the test files (other processes than the one that started it) can count them.
 */
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export type SunkMail = { to: string[]; body: string };

export async function startMailSink() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'tablefor-cluster-mail-'));
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        const mail: SunkMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          body: Buffer.concat(chunks).toString('utf8'),
        };
        // Written aside, then renamed: a reader never sees half a message.
        const file = path.join(folder, String(received));
        writeFile(`${file}.part`, JSON.stringify(mail))
          .then(() => rename(`${file}.part`, `${file}.json`))
          .then(() => callback(), callback);
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    folder,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** Every message the sink in `folder` has received so far. */
export async function sunkMail(folder: string): Promise<SunkMail[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.json'));
  return Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as SunkMail,
    ),
  );
}
