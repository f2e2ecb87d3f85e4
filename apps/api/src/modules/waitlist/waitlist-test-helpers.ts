/** What the waitlist tests share: a restaurant's owner, a party joining, the line, one entry's routes. */
import { expect } from 'vitest';
import type { Waitlist, WaitlistEntry } from '@tablefor/shared';
import type { TestApp } from '../../test/test-app.ts';

type Headers = Record<string, string>;

export const joinLine = (t: TestApp, restaurantId: number, payload: unknown, headers: Headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/owner/restaurants/${restaurantId}/waitlist`,
    payload: payload as object,
    headers,
  });

export async function joined(
  t: TestApp,
  restaurantId: number,
  payload: unknown,
  headers: Headers,
): Promise<WaitlistEntry> {
  const res = await joinLine(t, restaurantId, payload, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<WaitlistEntry>();
}

export async function lineOf(t: TestApp, restaurantId: number, headers: Headers) {
  const res = await t.app.inject({
    url: `/api/owner/restaurants/${restaurantId}/waitlist`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Waitlist>();
}

export async function quoteOf(
  t: TestApp,
  restaurantId: number,
  partySize: number,
  headers: Headers,
): Promise<number> {
  const res = await t.app.inject({
    url: `/api/owner/restaurants/${restaurantId}/waitlist/quote?party_size=${partySize}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ quoted_minutes: number }>().quoted_minutes;
}

/** PATCH, DELETE, or POST to `/ready` or `/seat`, of one entry. */
export function onEntry(
  t: TestApp,
  entryId: number,
  action: 'edit' | 'remove' | 'ready' | 'seat',
  headers: Headers,
  payload?: unknown,
) {
  const base = `/api/owner/waitlist/${entryId}`;
  const request = {
    edit: { method: 'PATCH', url: base },
    remove: { method: 'DELETE', url: base },
    ready: { method: 'POST', url: `${base}/ready` },
    seat: { method: 'POST', url: `${base}/seat` },
  } as const;
  return t.app.inject({ ...request[action], payload: payload as object | undefined, headers });
}

export const party = (fields: Record<string, unknown> = {}) => ({
  guest_name: 'Wanda Waits',
  party_size: 2,
  phone_number: '(213) 555-0142',
  ...fields,
});
