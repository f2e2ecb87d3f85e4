/** What the host stand tests share: a floor of two rooms, walk-ins, and a stream read frame by frame. */
import { DEFAULT_TURN_TIMES, type Timeline, type TimelineReservation } from '@tablefor/shared';
import { expect } from 'vitest';
import type { FloorSpec } from '../floor/floor-spec.ts';
import { signedUpUser } from '../../test/factories.ts';
import { createRestaurant } from '../../test/restaurant-factory.ts';
import type { TestApp } from '../../test/test-app.ts';

type Headers = Record<string, string>;

/** Two 2-tops in the dining room that combine for 3-4, a 4-top there, a host-only 6-top on the patio. */
export const TWO_ROOMS: FloorSpec = {
  areas: ['Dining room', 'Patio'],
  tables: [
    { label: 'A1', area: 0, min: 1, max: 2 },
    { label: 'A2', area: 0, min: 1, max: 2 },
    { label: 'B1', area: 0, min: 2, max: 4 },
    { label: 'P1', area: 1, min: 3, max: 6, online: false },
  ],
  combinations: [{ tables: [0, 1], min: 3, max: 4 }],
  turnTimes: DEFAULT_TURN_TIMES,
  pacingMaxCovers: null,
};

/** A new account's restaurant with the two rooms' floor (or `fields` over it). */
export async function ownedRestaurant(
  t: TestApp,
  fields: Parameters<typeof createRestaurant>[1] = {},
) {
  const owner = await signedUpUser(t);
  const restaurant = await createRestaurant(t.db, {
    owner_id: owner.id,
    floor: TWO_ROOMS,
    ...fields,
  });
  return { owner, restaurant };
}

export const walkIn = (t: TestApp, restaurantId: number, payload: unknown, headers: Headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/owner/restaurants/${restaurantId}/walk-ins`,
    payload: payload as object,
    headers,
  });

export async function seatedWalkIn(
  t: TestApp,
  restaurantId: number,
  payload: unknown,
  headers: Headers,
): Promise<TimelineReservation> {
  const res = await walkIn(t, restaurantId, payload, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TimelineReservation>();
}

export async function getTimeline(
  t: TestApp,
  restaurantId: number,
  date: string,
  headers: Headers,
): Promise<Timeline> {
  const res = await t.app.inject({
    url: `/api/owner/restaurants/${restaurantId}/timeline?date=${date}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Timeline>();
}

export type TimelineStream = {
  status: number;
  headers: globalThis.Headers;
  /** The next `timeline` event, or a rejection after `timeoutMs`. */
  next: (timeoutMs?: number) => Promise<Timeline>;
  /** The next event whose timeline satisfies `test`, skipping others. */
  until: (test: (timeline: Timeline) => boolean, timeoutMs?: number) => Promise<Timeline>;
  close: () => void;
};

/** Opens the stream over HTTP, as the web page does (fetch with the bearer header). */
export async function openTimelineStream(
  baseUrl: string,
  restaurantId: number,
  date: string,
  headers: Headers,
): Promise<TimelineStream> {
  const aborted = new AbortController();
  const res = await fetch(
    `${baseUrl}/api/owner/restaurants/${restaurantId}/timeline/stream?date=${date}`,
    { headers, signal: aborted.signal },
  );
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  const events: Timeline[] = [];
  const waiters: (() => void)[] = [];
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffered += value;
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const frame = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = frame.split('\n').find((line) => line.startsWith('data: '));
          if (frame.startsWith('event: timeline') && data) {
            events.push(JSON.parse(data.slice('data: '.length)) as Timeline);
            waiters.splice(0).forEach((wake) => wake());
          }
        }
      }
    } catch {
      // Closed by the test.
    }
  })();
  const next = async (timeoutMs = 1_000): Promise<Timeline> => {
    const deadline = Date.now() + timeoutMs;
    while (events.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no timeline event in time');
      await new Promise<void>((wake) => {
        waiters.push(wake);
        setTimeout(wake, left);
      });
    }
    return events.shift()!;
  };
  return {
    status: res.status,
    headers: res.headers,
    next,
    until: async (test, timeoutMs = 1_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const timeline = await next(Math.max(0, deadline - Date.now()));
        if (test(timeline)) return timeline;
      }
    },
    close: () => aborted.abort(),
  };
}

/** The app answering on a local port, for the stream tests; answers its base address. */
export async function listening(t: TestApp): Promise<string> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}
