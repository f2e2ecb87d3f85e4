/**
 * The host stand in headless Chromium: a room of 40 tables holding 150 bookings on one day, as a
 * tablet at 1280 px shows it. Two figures: the main thread's time from a timeline reaching the
 * page to React committing its render (the page's own measure, see render-marks.ts), and the
 * delay from a booking's request to its block on the open page, over 50 bookings.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createTestApp } from '../../apps/api/src/test/test-app.ts';
import { signedUpUser } from '../../apps/api/src/test/factories.ts';
import { createReservation, createRestaurant } from '../../apps/api/src/test/restaurant-factory.ts';
import { derivedFloor } from '../../apps/api/src/modules/floor/floor-spec.ts';
import {
  addDays,
  BOOKABLE_TIMES,
  toUtcReservationTime,
  zonedDateString,
  zonedTimeToUtc,
} from '@tablefor/shared';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { percentile, type Row } from './measure.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');
const ZONE = 'America/Los_Angeles';
const BOOKINGS = 150;
const CHANGES = 50;
/** Inside the factory's hours (10:00-23:00) with a turn to spare. */
const TIMES = BOOKABLE_TIMES.filter((time) => time >= '10:00' && time <= '21:30');
/** The page's measure (apps/web/src/features/owner-console/lib/render-marks.ts). */
const RENDER_MEASURE = 'host-stand:timeline-render';

const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms`;
};

/**
 * Books a party of two under `name` at the first time from `TIMES[first]` on that is not full;
 * answers when its successful request left.
 */
async function bookAnyTime(
  origin: string,
  restaurantId: number,
  date: string,
  name: string,
  first: number,
): Promise<number> {
  for (let k = 0; k < TIMES.length; k += 1) {
    const sent = Date.now();
    const res = await fetch(`${origin}/api/restaurants/${restaurantId}/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        party_size: 2,
        reservation_time: toUtcReservationTime(date, TIMES[(first + k) % TIMES.length]!, ZONE),
        contact_method: 'chat',
        guest_name: name,
        guest_email: `${name.replace(/\W/g, '-').toLowerCase()}@example.com`,
      }),
    });
    if (res.status === 201) return sent;
    if (res.status !== 409) throw new Error(`booking ${name}: ${res.status} ${await res.text()}`);
  }
  throw new Error(`booking ${name}: every time is full`);
}

export async function hostStandBench(): Promise<Row[]> {
  const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
  if (built.status !== 0) throw new Error('the web app did not build');
  const t = await createTestApp({
    serveWeb: true,
    // One client books fifty times: the bounds on one guest are not what is measured.
    env: {
      BOOKING_RATE_LIMIT_PER_MINUTE: '1000000',
      GUEST_BOOKINGS_PER_RESTAURANT: '1000000',
      GUEST_BOOKINGS_PER_EMAIL: '1000000',
      GUEST_BOOKINGS_PER_CLIENT: '1000000',
    },
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const owner = await signedUpUser(t);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.input.email, password: owner.input.password },
    });
    const session = signIn.json<{ access_token: string; expires_at: string }>();
    // 19 two-tops, 13 four-tops and 8 six-tops (40 tables, 138 seats), 3 combinations.
    const restaurant = await createRestaurant(t.db, {
      owner_id: owner.id,
      floor: derivedFloor(138),
    });
    const date = addDays(zonedDateString(new Date(), ZONE), 1);
    for (let i = 0; i < BOOKINGS; i += 1) {
      await createReservation(t.db, {
        restaurant_id: restaurant.id,
        party_size: 1 + (i % 6),
        reservation_time: zonedTimeToUtc(date, TIMES[i % TIMES.length]!, ZONE),
        guest_name: `Guest ${i}`,
      });
    }

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Code run in the page is written as text: this project's types know no DOM.
    await page.addInitScript(
      `localStorage.setItem('token', ${JSON.stringify(session.access_token)});
       localStorage.setItem('expires_at', ${JSON.stringify(session.expires_at)});`,
    );
    const renders: number[] = [];
    for (let run = 0; run < 10; run += 1) {
      await page.goto(`${origin}/business/dashboard/host?restaurant=${restaurant.id}&date=${date}`);
      await page
        .getByRole('button', { name: /Guest 149/ })
        .first()
        .waitFor();
      renders.push(
        await page.evaluate<number>(
          `performance.getEntriesByName('${RENDER_MEASURE}', 'measure').at(-1)?.duration ?? NaN`,
        ),
      );
    }

    const delays: number[] = [];
    for (let i = 0; i < CHANGES; i += 1) {
      const name = `Arrival ${i}`;
      // Watching from before the request leaves (the evaluation returns once it watches).
      await page.evaluate(`void (window.blockSeen = new Promise((resolve) => {
        const found = () => [...document.querySelectorAll('button')]
          .some((button) => button.textContent.includes(${JSON.stringify(name)}));
        new MutationObserver((changes, observer) => {
          if (!found()) return;
          observer.disconnect();
          resolve(Date.now());
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      }))`);
      const sent = await bookAnyTime(origin, restaurant.id, date, name, i * 7);
      delays.push((await page.evaluate<number>('window.blockSeen')) - sent);
    }
    const renderFigures = renders.filter((ms) => Number.isFinite(ms));
    return [
      {
        benchmark: `host stand render, 40 tables and ${BOOKINGS} bookings, 1280 px (10 loads)`,
        figure: `${figures(renderFigures)} main thread from the timeline's arrival to its commit`,
      },
      {
        benchmark: `host stand, a booking's request to its block on an open page (${CHANGES} bookings)`,
        figure: figures(delays),
      },
    ];
  } finally {
    await browser.close();
    await t.close();
  }
}
