import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages as m, type ContactInquiryInput } from '@tablefor/shared';
import { contactInquiries } from '../../db/schema/index.ts';
import { signedUpAdmin, signedUpUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
let diner: Awaited<ReturnType<typeof signedUpUser>>;

beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_RATE_LIMIT_PER_HOUR: '1000' } });
  admin = await signedUpAdmin(t);
  diner = await signedUpUser(t);
});
afterAll(() => t.close());

function inquiry(overrides: Partial<ContactInquiryInput> = {}): ContactInquiryInput {
  return {
    firstName: 'Rosa',
    lastName: 'Marquez',
    email: 'Rosa@Cantina.example',
    phoneNumber: '(213) 555-0147',
    restaurantName: 'Cantina Rosa',
    jobTitle: 'owner',
    numLocations: '2-5',
    contactReason: 'listRestaurant',
    ...overrides,
  };
}

const send = (payload: object, app = t) =>
  app.app.inject({ method: 'POST', url: '/api/business/contact', payload });
const count = async () => (await t.db.select().from(contactInquiries)).length;

describe('POST /api/business/contact', () => {
  it('stores an inquiry as sent, with the page language', async () => {
    const res = await send(inquiry({ language: 'es' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), received: true });
    const list = await t.app.inject({ url: '/api/business/inquiries', headers: admin.headers });
    expect(list.json().inquiries[0]).toMatchObject({
      id: res.json().id,
      firstName: 'Rosa',
      email: 'rosa@cantina.example',
      phoneNumber: '(213) 555-0147',
      jobTitle: 'owner',
      numLocations: '2-5',
      contactReason: 'listRestaurant',
      language: 'es',
      handled_at: null,
    });
  });

  it('answers an empty form with every field message, and stores nothing', async () => {
    const before = await count();
    const res = await send({});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      `firstName: ${m.firstNameRequired}`,
      `lastName: ${m.lastNameRequired}`,
      `email: ${m.emailRequired}`,
      `phoneNumber: ${m.phoneRequired}`,
      `restaurantName: ${m.restaurantNameRequired}`,
      `jobTitle: ${m.jobTitleRequired}`,
      `numLocations: ${m.numLocationsRequired}`,
      `contactReason: ${m.contactReasonRequired}`,
    ]);
    expect(res.json().details[0]).toMatchObject({
      field: 'firstName',
      code: 'contact.firstNameRequired',
    });
    expect(await count()).toBe(before);
  });

  it.each([
    [{ firstName: '  ' }, `firstName: ${m.firstNameRequired}`],
    [{ email: 'rosa@' }, `email: ${m.emailInvalid}`],
    [{ email: 'rosa cantina.example' }, `email: ${m.emailInvalid}`],
    [{ phoneNumber: '555-0147' }, `phoneNumber: ${m.phoneInvalid}`],
    [{ phoneNumber: 'call me maybe 1234567890' }, `phoneNumber: ${m.phoneInvalid}`],
    [{ jobTitle: 'astronaut' }, `jobTitle: ${m.jobTitleRequired}`],
    [{ numLocations: '' }, `numLocations: ${m.numLocationsRequired}`],
    [{ contactReason: 'spam' }, `contactReason: ${m.contactReasonRequired}`],
    [{ restaurantName: 'x'.repeat(121) }, `restaurantName: ${m.textTooLong}`],
  ])('refuses %j', async (overrides, message) => {
    const before = await count();
    const res = await send(inquiry(overrides as Partial<ContactInquiryInput>));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([message]);
    expect(await count()).toBe(before);
  });

  it('is rate-limited per IP', async () => {
    const limited = await createTestApp({ env: { CONTACT_RATE_LIMIT_PER_HOUR: '2' } });
    try {
      expect((await send(inquiry(), limited)).statusCode).toBe(201);
      expect((await send(inquiry(), limited)).statusCode).toBe(201);
      const third = await send(inquiry(), limited);
      expect(third.statusCode).toBe(429);
      expect(third.json().errors.length).toBe(1);
      expect(await limited.db.select().from(contactInquiries)).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});

describe('the administrators’ inbox', () => {
  it('is for administrators only', async () => {
    expect((await t.app.inject({ url: '/api/business/inquiries' })).statusCode).toBe(401);
    const refused = await t.app.inject({ url: '/api/business/inquiries', headers: diner.headers });
    expect(refused.statusCode).toBe(403);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/business/inquiries/1',
      payload: { handled: true },
      headers: diner.headers,
    });
    expect(put.statusCode).toBe(403);
  });

  it('lists newest first, page by page, and marks one handled and open again', async () => {
    const ids: number[] = [];
    for (const name of ['Uno', 'Dos', 'Tres']) {
      ids.push((await send(inquiry({ restaurantName: `Inbox ${name}` }))).json().id);
    }
    const page1 = await t.app.inject({
      url: '/api/business/inquiries?pageSize=2',
      headers: admin.headers,
    });
    expect(page1.json().inquiries.map((i: { id: number }) => i.id)).toEqual([ids[2], ids[1]]);
    const page2 = await t.app.inject({
      url: '/api/business/inquiries?pageSize=2&page=2',
      headers: admin.headers,
    });
    expect(page2.json().inquiries[0].id).toBe(ids[0]);

    const openBefore = page1.json().open;
    const mark = (handled: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/business/inquiries/${ids[1]}`,
        payload: { handled },
        headers: admin.headers,
      });
    const bad = await mark('yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([`handled: ${m.handledRequired}`]);
    const handled = await mark(true);
    expect(handled.statusCode).toBe(200);
    expect(handled.json().handled_at).toEqual(expect.any(String));
    const handledList = await t.app.inject({
      url: '/api/business/inquiries?handled=true',
      headers: admin.headers,
    });
    expect(handledList.json().inquiries.map((i: { id: number }) => i.id)).toEqual([ids[1]]);
    expect(handledList.json().open).toBe(openBefore - 1);
    const reopened = await mark(false);
    expect(reopened.json().handled_at).toBeNull();

    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/business/inquiries/99999999',
      payload: { handled: true },
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a bad page size with the message', async () => {
    const res = await t.app.inject({
      url: '/api/business/inquiries?pageSize=500',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([`pageSize: ${m.pageSizeInvalid}`]);
  });
});
