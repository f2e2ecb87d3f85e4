/**
 * Where text messages go: a provider reached by an HTTP webhook when SMS_WEBHOOK_URL is set,
 * otherwise the development outbox, which is the `text_messages` table itself read by
 * administrators and tests. A deployment plugs in another provider behind the same interface.
 */
import type { TextTransport } from '../../db/schema/text-messages.ts';

export type TextEnvelope = { to: string; body: string };

export type SmsSender = {
  transport: TextTransport;
  /** Resolves once the provider has accepted the message; rejects with its reason otherwise. */
  send(message: TextEnvelope): Promise<void>;
};

export type SmsConfig = {
  webhookUrl: string | undefined;
  /** Sent as `Authorization: Bearer <token>` when set. */
  webhookToken: string | undefined;
  timeoutMs: number;
};

export function createSmsSender(config: SmsConfig): SmsSender {
  return config.webhookUrl
    ? createWebhookSmsSender({ ...config, webhookUrl: config.webhookUrl })
    : developmentSmsSender;
}

/** Delivery into the outbox is marking the row delivered: nothing leaves the machine. */
export const developmentSmsSender: SmsSender = { transport: 'outbox', send: async () => {} };

/** POSTs `{ to, body }` as JSON; any answer but a 2xx is a failure the job retries. */
export function createWebhookSmsSender({
  webhookUrl,
  webhookToken,
  timeoutMs,
}: SmsConfig & { webhookUrl: string }): SmsSender {
  return {
    transport: 'provider',
    async send({ to, body }) {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(webhookToken ? { authorization: `Bearer ${webhookToken}` } : {}),
        },
        body: JSON.stringify({ to, body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The answer's body is the provider's business; only its status counts.
      await response.body?.cancel();
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}
