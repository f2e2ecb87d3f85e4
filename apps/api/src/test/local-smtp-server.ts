/** A real SMTP server on a free local port for tests: it keeps what it receives, and can refuse. */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestApp } from './test-app.ts';

export type ReceivedMail = { from: string; to: string[]; body: string };

export async function startLocalSmtpServer() {
  const received: ReceivedMail[] = [];
  const state = { refuseNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refuseNext > 0) {
        state.refuseNext -= 1;
        return callback(new Error('451 mailbox busy, try again'));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          body: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next `count` recipients are refused with a temporary error. */
    refuse(count: number) {
      state.refuseNext = count;
    },
    /** The first message to `to`, waiting for it up to `ms`. */
    async waitFor(to: string, ms = 15_000): Promise<ReceivedMail> {
      const deadline = Date.now() + ms;
      for (;;) {
        const mail = received.find((item) => item.to.includes(to));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail reached ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The API on a fresh database, sending its e-mail to a local SMTP server started for it. */
export async function createSmtpTestApp() {
  const smtp = await startLocalSmtpServer();
  const t = await createTestApp({
    env: { JOB_POLL_MS: '50', SMTP_URL: smtp.url, MAIL_FROM: 'TableFor <no-reply@tablefor.test>' },
  });
  return {
    t,
    smtp,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}
