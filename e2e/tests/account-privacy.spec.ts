/**
 * The diner's account, its guests and its rights: a guest invited from the top bar's upcoming
 * reservation, the invitation opened from the development mailbox; 'Download my data'; 'Delete
 * my account' with the password, after which the account cannot sign in and the guest's link
 * says the booking is gone. In English and in Spanish; with SCREENSHOTS_DIR set, every new
 * screen at 375 and 1280 px in both languages.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInWithToken, signUpThroughApi, test, type ApiSession } from './fixtures.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { createClaimableListing, mailTo } from './support/claims.ts';
import { laDayAhead, laInstant } from './support/la-clock.ts';

const INVITED = 'invitation.invited';

/** A new diner with a table for three at 19:30 at a listing of the journey's own. */
async function dinerWithBooking(request: APIRequestContext, name: string) {
  const session = await signUpThroughApi(request);
  const listing = await createClaimableListing(request, `${name} ${Date.now()}`);
  const booked = await request.post(`/api/restaurants/${listing.id}/reservations`, {
    headers: { Authorization: `Bearer ${session.token}` },
    data: {
      party_size: 3,
      reservation_time: laInstant(laDayAhead(5), '19:30'),
      contact_method: 'chat',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = (await booked.json()) as { id: number };
  return { session, listing, reservationId: id };
}

/** The invitation link the guest received, as a path, once the mailbox has it. */
async function invitationPath(request: APIRequestContext, to: string) {
  let letter: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        [letter] = await mailTo(request, to, INVITED);
        return letter !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const url = letter?.text.match(/https?:\/\/\S+\/invitations\/[\w-]+/)?.[0];
  if (!url || !letter) throw new Error(`no invitation link in the e-mail to ${to}`);
  return { path: new URL(url).pathname, subject: letter.subject, text: letter.text };
}

const text = {
  en: {
    upcoming: /you have a reservation coming up/,
    invite: 'Invite guests',
    email: "Guest's e-mail",
    send: 'Send invitation',
    sent: (email: string) => `Invitation sent to ${email}`,
    subject: (name: string) => `Erin invited you to ${name}`,
    heading: (name: string) => `Erin invited you to ${name}`,
    time: '7:30 PM',
    account: 'Account Details',
    download: 'Download my data',
    downloaded: 'Your file is downloaded.',
    file: /^tablefor-my-data-\d{4}-\d{2}-\d{2}\.json$/,
    remove: 'Delete my account',
    dialog: 'Delete your account?',
    password: 'Password',
    confirm: 'Delete for good',
    wrong: 'Your password is incorrect',
    deleted: 'Your account has been deleted. Thank you for dining with TableFor.',
    signIn: 'Sign in',
    emailLabel: 'Email',
    login: 'Login',
    refused: 'Invalid email or password',
    ended: 'This invitation no longer works',
  },
  es: {
    upcoming: /tienes una reserva pronto/,
    invite: 'Invitar a comensales',
    email: 'Correo del invitado',
    send: 'Enviar invitación',
    sent: (email: string) => `Invitación enviada a ${email}`,
    subject: (name: string) => `Erin te ha invitado a ${name}`,
    heading: (name: string) => `Erin te ha invitado a ${name}`,
    time: '19:30',
    account: 'Datos de la cuenta',
    download: 'Descargar mis datos',
    downloaded: 'Tu archivo se ha descargado.',
    file: /^tablefor-mis-datos-\d{4}-\d{2}-\d{2}\.json$/,
    remove: 'Eliminar mi cuenta',
    dialog: '¿Eliminar tu cuenta?',
    password: 'Contraseña',
    confirm: 'Eliminar para siempre',
    wrong: 'La contraseña no es correcta',
    deleted: 'Tu cuenta se ha eliminado. Gracias por reservar con TableFor.',
    signIn: 'Inicia sesión',
    emailLabel: 'Correo electrónico',
    login: 'Entrar',
    refused: 'Correo electrónico o contraseña incorrectos',
    ended: 'Esta invitación ya no funciona',
  },
} as const;

type Language = keyof typeof text;

async function inviteFromTopBar(page: Page, t: (typeof text)[Language], guest: string) {
  await page.getByRole('banner').getByRole('button', { name: t.upcoming }).click();
  await page.getByRole('link', { name: t.invite }).click();
  await expect(page.getByLabel(t.email)).toBeFocused();
  await page.getByLabel(t.email).fill(guest);
  await page.getByRole('button', { name: t.send }).click();
  await expect(page.getByRole('status')).toContainText(t.sent(guest));
  await expect(page.getByRole('listitem').filter({ hasText: guest })).toBeVisible();
}

for (const language of ['en', 'es'] as const) {
  const t = text[language];
  test(`${language}: invite a guest, download my data, delete my account`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const { session, listing } = await dinerWithBooking(request, 'Privacy Kitchen');
    const guest = `guest.${session.diner.username}@example.org`;
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await signInWithToken(page, session);
    await page.goto('/');

    await inviteFromTopBar(page, t, guest);
    await expectNoAxeViolations(page);
    const invitation = await invitationPath(request, guest);
    expect(invitation.subject).toBe(t.subject(listing.name));
    expect(invitation.text).toContain(t.time);
    expect(invitation.text).not.toContain(session.diner.email);

    // The guest's view, in a browser of its own that was never signed in.
    const guestContext = await browser.newContext({ baseURL });
    const guestPage = await guestContext.newPage();
    await guestPage.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await guestPage.goto(invitation.path);
    await expect(
      guestPage.getByRole('heading', { level: 1, name: t.heading(listing.name) }),
    ).toBeVisible();
    await expect(guestPage.getByText(t.time, { exact: true })).toBeVisible();
    await expect(guestPage.getByText(session.diner.email)).toHaveCount(0);
    await expectNoAxeViolations(guestPage);

    await page.goto(`/users/${session.userId}/dining-dashboard`);
    await page.getByRole('link', { name: t.account }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(t.file);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      account: { email: string };
      invitations_sent: { email: string }[];
    };
    expect(data.account.email).toBe(session.diner.email);
    expect(data.invitations_sent.map((row) => row.email)).toEqual([guest]);
    expect(JSON.stringify(data)).not.toContain('password_hash');
    await expect(page.getByText(t.downloaded)).toBeVisible();

    await page.getByRole('button', { name: t.remove }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await dialog.getByLabel(t.password).fill('not-my-password');
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(dialog.getByRole('alert')).toContainText(t.wrong);
    await expectNoAxeViolations(page);
    await dialog.getByLabel(t.password).fill(session.diner.password);
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status')).toContainText(t.deleted);

    await signInFails(page, t, session);
    // The booking was cancelled with the account: the guest's link says so.
    await guestPage.reload();
    await expect(guestPage.getByRole('heading', { level: 1, name: t.ended })).toBeVisible();
    await guestContext.close();
  });
}

async function signInFails(page: Page, t: (typeof text)[Language], session: ApiSession) {
  await page.getByRole('banner').getByRole('button', { name: t.signIn, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.emailLabel).fill(session.diner.email);
  await dialog.getByLabel(t.password, { exact: true }).fill(session.diner.password);
  await dialog.getByRole('button', { name: t.login, exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(t.refused);
}

test.describe('screens', () => {
  const folder = process.env.SCREENSHOTS_DIR;
  test.skip(!folder, 'SCREENSHOTS_DIR names where the screenshots go');

  for (const language of ['en', 'es'] as const) {
    for (const width of [375, 1280]) {
      test(`${language} at ${width} px`, async ({ page, request }) => {
        const t = text[language];
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
        const shot = (name: string, fullPage = true) =>
          page.screenshot({ path: `${folder}/${name}-${language}-${width}.png`, fullPage });

        const { session, reservationId } = await dinerWithBooking(request, 'Screens Kitchen');
        const guest = `guest.${session.diner.username}@example.org`;
        await signInWithToken(page, session);
        await page.goto(`/reservations/${reservationId}?invite=1`);
        await expect(page.getByLabel(t.email)).toBeVisible();
        await shot('invite-guests');
        await page.getByLabel(t.email).fill(guest);
        await page.getByRole('button', { name: t.send }).click();
        await expect(page.getByRole('status')).toBeVisible();
        await page.getByLabel(t.email).fill(guest);
        await page.getByRole('button', { name: t.send }).click();
        await expect(page.getByRole('alert')).toBeVisible();
        await shot('invite-guests-sent');

        const invitation = await invitationPath(request, guest);
        await page.goto(invitation.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shot('invitation');

        await page.goto(`/users/${session.userId}/dining-dashboard?view=account`);
        await expect(page.getByRole('button', { name: t.download })).toBeVisible();
        await page.getByRole('button', { name: t.download }).scrollIntoViewIfNeeded();
        await shot('privacy-rights');
        await page.getByRole('button', { name: t.remove }).click();
        const dialog = page.getByRole('dialog');
        await dialog.evaluate((element) =>
          Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)),
        );
        await dialog.getByLabel(t.password).fill('not-my-password');
        await dialog.getByRole('button', { name: t.confirm }).click();
        await expect(dialog.getByRole('alert')).toBeVisible();
        await shot('delete-account-dialog', false);
        await dialog.getByLabel(t.password).fill(session.diner.password);
        await dialog.getByRole('button', { name: t.confirm }).click();
        await expect(page.getByRole('status')).toBeVisible();
        await shot('account-deleted', false);

        await page.goto(invitation.path);
        await expect(page.getByRole('heading', { level: 1, name: t.ended })).toBeVisible();
        await shot('invitation-ended');
      });
    }
  }
});
