/**
 * The SMS senders: the webhook provider POSTs `{ to, body }` as JSON with the bearer token, and
 * fails on any answer but a 2xx (so the job retries); the development sender sends nothing and
 * names the outbox as its transport.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createSmsSender, developmentSmsSender } from './sms-sender.ts';
import { startSmsWebhook } from './local-sms-webhook.ts';

let webhook: Awaited<ReturnType<typeof startSmsWebhook>> | undefined;
afterEach(async () => {
  await webhook?.close();
  webhook = undefined;
});

const message = { to: '+12135550100', body: 'Your table is ready.' };

describe('the webhook provider', () => {
  it('POSTs the message as JSON with the token as a bearer header', async () => {
    webhook = await startSmsWebhook();
    const sender = createSmsSender({
      webhookUrl: webhook.url,
      webhookToken: 'sms-secret',
      timeoutMs: 5000,
    });
    expect(sender.transport).toBe('provider');
    await sender.send(message);
    expect(webhook.received).toEqual([
      {
        headers: expect.objectContaining({
          authorization: 'Bearer sms-secret',
          'content-type': 'application/json',
        }),
        body: message,
      },
    ]);
  });

  it('sends no authorization header without a token', async () => {
    webhook = await startSmsWebhook();
    await createSmsSender({
      webhookUrl: webhook.url,
      webhookToken: undefined,
      timeoutMs: 5000,
    }).send(message);
    expect(webhook.received[0]?.headers.authorization).toBeUndefined();
  });

  it('fails when the provider refuses the message', async () => {
    webhook = await startSmsWebhook({ status: 503 });
    const sender = createSmsSender({
      webhookUrl: webhook.url,
      webhookToken: undefined,
      timeoutMs: 5000,
    });
    await expect(sender.send(message)).rejects.toThrow('SMS webhook answered 503');
  });
});

describe('without a provider', () => {
  it('is the development outbox, which sends nothing', async () => {
    const sender = createSmsSender({
      webhookUrl: undefined,
      webhookToken: undefined,
      timeoutMs: 1,
    });
    expect(sender).toBe(developmentSmsSender);
    expect(sender.transport).toBe('outbox');
    await expect(sender.send(message)).resolves.toBeUndefined();
  });
});
