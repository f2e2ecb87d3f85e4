/**
 * Where e-mail goes: an SMTP server when SMTP_URL is set (nodemailer), otherwise the development
 * mailbox, which is the outbox itself read by administrators and tests.
 */
import nodemailer from 'nodemailer';
import type { EmailAttachment, MailTransport } from '../../db/schema/outbox.ts';

export type MailEnvelope = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: EmailAttachment[];
};

export type Mailer = {
  transport: MailTransport;
  send(message: MailEnvelope): Promise<void>;
  close(): void;
};

export function createMailer({ smtpUrl, from }: { smtpUrl?: string; from: string }): Mailer {
  if (!smtpUrl) {
    // Delivery into the mailbox is marking the outbox row delivered: nothing leaves the machine.
    return { transport: 'mailbox', send: async () => {}, close: () => {} };
  }
  const smtp = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(message) {
      await smtp.sendMail({ from, ...message });
    },
    close: () => smtp.close(),
  };
}
