/**
 * Seating a waiting party: a seated walk-in on the table the host stand suggests (the first free
 * one that seats it) or the one chosen, and the party off the line, in one transaction; ten
 * identical requests at once seat it once, the others refused as no longer in line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorCodes, waitlistCodes, type WaitlistSeated } from '@tablefor/shared';
import { databaseFingerprint } from '../../test/database-fingerprint.ts';
import { allAtOnce, storedReservation } from '../../test/race-checks.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectRefused, getFloor, tableId } from '../floor/floor-test-helpers.ts';
import {
  getTimeline,
  ownedRestaurant,
  seatedWalkIn,
} from '../host-stand/host-stand-test-helpers.ts';
import { joined, lineOf, onEntry, party } from './waitlist-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('POST /api/owner/waitlist/:entryId/seat', () => {
  it('seats the party as a walk-in on the suggested table and takes it off the line', async () => {
    const { owner, restaurant } = await ownedRestaurant(t);
    const entry = await joined(
      t,
      restaurant.id,
      party({ guest_name: 'Sam Seated' }),
      owner.headers,
    );
    const behind = await joined(t, restaurant.id, party({ guest_name: 'Next' }), owner.headers);
    const res = await onEntry(t, entry.id, 'seat', owner.headers);
    expect(res.statusCode, res.body).toBe(201);
    const { entry: seated, reservation } = res.json<WaitlistSeated>();
    expect(reservation).toMatchObject({
      status: 'seated',
      walk_in: true,
      guest_name: 'Sam Seated',
      party_size: 2,
      table_labels: ['A1'],
    });
    expect(seated).toMatchObject({
      status: 'seated',
      position: null,
      reservation_id: reservation.id,
    });
    expect(seated.seated_at).not.toBeNull();
    expect(await storedReservation(t.db, reservation.id)).toMatchObject({
      walk_in: true,
      status: 'seated',
    });
    const line = await lineOf(t, restaurant.id, owner.headers);
    expect(line.entries.map((e) => [e.id, e.position])).toEqual([[behind.id, 1]]);
    const timeline = await getTimeline(t, restaurant.id, reservation.local_date, owner.headers);
    expect(timeline.reservations.map((r) => r.id)).toContain(reservation.id);
  });

  it('seats the party at the tables the host chose', async () => {
    const { owner, restaurant } = await ownedRestaurant(t);
    const floor = await getFloor(t, restaurant.id, owner.headers);
    const entry = await joined(t, restaurant.id, party({ party_size: 4 }), owner.headers);
    const res = await onEntry(t, entry.id, 'seat', owner.headers, {
      table_ids: [tableId(floor, 'P1')],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<WaitlistSeated>().reservation.table_labels).toEqual(['P1']);
  });

  it('refuses a table taken now with 409 and leaves the party in line', async () => {
    const { owner, restaurant } = await ownedRestaurant(t);
    const floor = await getFloor(t, restaurant.id, owner.headers);
    await seatedWalkIn(
      t,
      restaurant.id,
      { party_size: 2, table_ids: [tableId(floor, 'A1')] },
      owner.headers,
    );
    const entry = await joined(t, restaurant.id, party(), owner.headers);
    const before = await databaseFingerprint(t.db);
    const res = await onEntry(t, entry.id, 'seat', owner.headers, {
      table_ids: [tableId(floor, 'A1')],
    });
    expectRefused(res, [{ field: 'table_ids', code: floorCodes.tablesTaken }], 409);
    expect(await databaseFingerprint(t.db)).toBe(before);
    expect((await lineOf(t, restaurant.id, owner.headers)).entries).toHaveLength(1);
  });

  it('seats the party once for ten identical requests at once', async () => {
    const { owner, restaurant } = await ownedRestaurant(t);
    const entry = await joined(t, restaurant.id, party(), owner.headers);
    const answers = await allAtOnce(10, () => onEntry(t, entry.id, 'seat', owner.headers));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(res.json().details[0].code).toBe(waitlistCodes.notInLine);
    }
    const timeline = await getTimeline(
      t,
      restaurant.id,
      answers.find((res) => res.statusCode === 201)!.json<WaitlistSeated>().reservation.local_date,
      owner.headers,
    );
    expect(timeline.reservations.filter((r) => r.walk_in)).toHaveLength(1);
  });
});
