/**
 * The line: parties in the order they joined, each with its place; edited and moved (the line's
 * order follows), taken off it; bad input and parties no longer in line refused with their code
 * and nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorCodes, waitlistCodes, type MessageCode, type WaitlistEntry } from '@tablefor/shared';
import { databaseFingerprint } from '../../test/database-fingerprint.ts';
import { signedUpAdmin } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectRefused } from '../floor/floor-test-helpers.ts';
import { ownedRestaurant } from '../host-stand/host-stand-test-helpers.ts';
import { joined, joinLine, lineOf, onEntry, party } from './waitlist-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

async function lineOfThree() {
  const { owner, restaurant } = await ownedRestaurant(t);
  const add = (guest_name: string) =>
    joined(t, restaurant.id, party({ guest_name }), owner.headers);
  const [ann, ben, cat] = [await add('Ann'), await add('Ben'), await add('Cat')];
  const names = async () =>
    (await lineOf(t, restaurant.id, owner.headers)).entries.map((entry) => entry.guest_name);
  return { owner, restaurant, ann: ann!, ben: ben!, cat: cat!, names };
}

describe('POST /api/owner/restaurants/:id/waitlist and GET the line', () => {
  it('adds a party last, with its contact, notes and place, in the page language', async () => {
    const { owner, restaurant } = await ownedRestaurant(t);
    const before = Date.now();
    const entry = await joined(
      t,
      restaurant.id,
      {
        guest_name: '  Wanda Waits ',
        party_size: 3,
        phone_number: '(213) 555-0142',
        email: 'wanda@example.com',
        notes: 'High chair',
      },
      { ...owner.headers, 'accept-language': 'es-MX' },
    );
    expect(entry).toMatchObject({
      restaurant_id: restaurant.id,
      guest_name: 'Wanda Waits',
      party_size: 3,
      phone_number: '2135550142',
      email: 'wanda@example.com',
      notes: 'High chair',
      language: 'es',
      status: 'waiting',
      position: 1,
      quoted_minutes: 0,
      notified_at: null,
      seated_at: null,
      reservation_id: null,
    });
    expect(Date.parse(entry.created_at)).toBeGreaterThanOrEqual(before - 1);
    const second = await joined(t, restaurant.id, party({ email: 'x@example.com' }), owner.headers);
    expect(second.position).toBe(2);
    const line = await lineOf(t, restaurant.id, owner.headers);
    expect(line.entries.map((e) => [e.id, e.position])).toEqual([
      [entry.id, 1],
      [second.id, 2],
    ]);
    expect(Date.parse(line.now)).toBeGreaterThanOrEqual(Date.parse(entry.created_at));
  });

  it('lists only the parties still in line', async () => {
    const { owner, restaurant, ben, names } = await lineOfThree();
    expect(await names()).toEqual(['Ann', 'Ben', 'Cat']);
    expect((await onEntry(t, ben.id, 'remove', owner.headers)).statusCode).toBe(200);
    expect(await names()).toEqual(['Ann', 'Cat']);
    const line = await lineOf(t, restaurant.id, owner.headers);
    expect(line.entries.map((entry) => entry.position)).toEqual([1, 2]);
  });
});

describe('PATCH /api/owner/waitlist/:entryId', () => {
  it('moves a party up, to the top, and to the end', async () => {
    const { owner, cat, ann, names } = await lineOfThree();
    const moved = await onEntry(t, cat.id, 'edit', owner.headers, { position: 2 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<WaitlistEntry>().position).toBe(2);
    expect(await names()).toEqual(['Ann', 'Cat', 'Ben']);
    await onEntry(t, cat.id, 'edit', owner.headers, { position: 1 });
    expect(await names()).toEqual(['Cat', 'Ann', 'Ben']);
    await onEntry(t, ann.id, 'edit', owner.headers, { position: 3 });
    expect(await names()).toEqual(['Cat', 'Ben', 'Ann']);
  });

  it('edits the fields given and leaves the others; an empty field clears it', async () => {
    const { owner, ann } = await lineOfThree();
    const res = await onEntry(t, ann.id, 'edit', owner.headers, {
      party_size: 4,
      email: 'ann@example.com',
      phone_number: '',
      notes: 'By the window',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      guest_name: 'Ann',
      party_size: 4,
      email: 'ann@example.com',
      phone_number: null,
      notes: 'By the window',
      position: 1,
      quoted_minutes: ann.quoted_minutes,
    });
  });

  it.each([
    [{ phone_number: '' }, 'phone_number', waitlistCodes.contact],
    [{ position: 4 }, 'position', waitlistCodes.position],
    [{ position: 0 }, 'position', waitlistCodes.position],
    [{ party_size: 31 }, 'party_size', waitlistCodes.partySize],
    [{ guest_name: ' ' }, 'guest_name', waitlistCodes.guestName],
  ])('refuses %j with 400 (%s) and changes nothing', async (payload, field, code) => {
    const { owner, ann } = await lineOfThree();
    const before = await databaseFingerprint(t.db);
    const res = await onEntry(t, ann.id, 'edit', owner.headers, payload);
    expectRefused(res, [{ field, code }]);
    expect(await databaseFingerprint(t.db)).toBe(before);
  });
});

describe('DELETE /api/owner/waitlist/:entryId', () => {
  it('takes the party off the line once; after that every change is refused with 409', async () => {
    const { owner, ann } = await lineOfThree();
    const res = await onEntry(t, ann.id, 'remove', owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'left', position: null });
    const before = await databaseFingerprint(t.db);
    for (const action of ['remove', 'ready', 'seat', 'edit'] as const) {
      const again = await onEntry(t, ann.id, action, owner.headers, { notes: 'x' });
      expectRefused(again, [{ field: 'entry', code: waitlistCodes.notInLine }], 409);
    }
    expect(await databaseFingerprint(t.db)).toBe(before);
  });

  it('answers 404 for an entry that does not exist', async () => {
    const { owner } = await lineOfThree();
    const admin = await signedUpAdmin(t);
    expect((await onEntry(t, 999_999, 'remove', admin.headers)).statusCode).toBe(404);
    expect((await onEntry(t, 999_999, 'remove', owner.headers)).statusCode).toBe(403);
  });
});

describe('bad input when joining', () => {
  it.each<[unknown, string, MessageCode]>([
    [{ guest_name: 'Ann', party_size: 2 }, 'phone_number', waitlistCodes.contact],
    [party({ guest_name: '' }), 'guest_name', waitlistCodes.guestName],
    [party({ guest_name: 'x'.repeat(81) }), 'guest_name', waitlistCodes.guestName],
    [party({ party_size: 0 }), 'party_size', waitlistCodes.partySize],
    [party({ party_size: '2' }), 'party_size', waitlistCodes.partySize],
    [party({ phone_number: '555-01' }), 'phone_number', waitlistCodes.phone],
    [party({ email: 'not-an-address' }), 'email', waitlistCodes.email],
    [party({ notes: 'x'.repeat(301) }), 'notes', waitlistCodes.notes],
    [party({ party_size: 7 }), 'party_size', waitlistCodes.noTableFits],
  ])('refuses %j with 400 naming %s, and writes nothing', async (payload, field, code) => {
    const { owner, restaurant } = await ownedRestaurant(t);
    const before = await databaseFingerprint(t.db);
    const res = await joinLine(t, restaurant.id, payload, owner.headers);
    expectRefused(res, [{ field, code }]);
    expect(await databaseFingerprint(t.db)).toBe(before);
  });

  it('refuses a seat at a table of another restaurant with 400', async () => {
    const { owner, ann } = await lineOfThree();
    const res = await onEntry(t, ann.id, 'seat', owner.headers, { table_ids: [999_999] });
    expectRefused(res, [{ field: 'table_ids', code: floorCodes.unknownTable }]);
  });
});
