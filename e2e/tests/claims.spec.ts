/**
 * Claiming a listing: the whole claim in Spanish with the code read from the development mailbox,
 * an administrator approving it (the claimant becomes an owner); the six boxes by keyboard and by
 * paste; the demo, which makes no call. Each journey claims a listing made for it alone.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ADMIN } from './support/admin-account.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  claimCodeFromMailbox,
  createClaimableListing,
  mailTo,
  removeListing,
  signedInClaimant,
} from './support/claims.ts';

/** A valid 1x1 PNG, and the smallest PDF the server accepts. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MENU_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

const tag = () => Date.now().toString(36).slice(-5);
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

async function pasteInto(page: Page, label: string, text: string) {
  await page.getByLabel(label).evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, text);
}

test('a claim in Spanish, proven by the e-mailed code and approved by an administrator', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000); // a claim, its e-mailed code and an administrator's review
  const listing = await createClaimableListing(request, `Cantina Reclamo ${tag()}`);
  const claimant = await signedInClaimant(page, request);
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  try {
    await page.goto(`/restaurants/${listing.id}/claim`);
    await expect(heading(page, 'Verifica que eres el responsable')).toBeVisible();
    await expect(page.getByText('Paso 1 de 5')).toBeAttached();
    await expect(page.getByText(listing.name)).toBeVisible();
    await expect(page.getByText(/r\*+s@cantina-reclamo/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Step 1: the code goes to the business e-mail; it is read where e-mail lands.
    await page.getByLabel('Correo del negocio', { exact: true }).fill(listing.businessEmail);
    await button(page, 'Enviar código').click();
    await expect(page.getByText('¡Código de verificación enviado correctamente!')).toBeVisible();
    await expect(page.getByText(/Reenvío disponible en \d+ segundos/)).toBeVisible();
    const { code } = await claimCodeFromMailbox(request, listing.businessEmail);
    const [spanish] = await mailTo(request, listing.businessEmail, 'claim.code');
    expect(spanish?.subject).toBe(`Tu código de verificación para ${listing.name}`);
    await page.getByLabel('Dígito 1 de 6').click();
    await page.keyboard.type(code);
    await expect(page.getByLabel('Dígito 6 de 6')).toHaveValue(code.slice(-1));
    await button(page, 'Verificar').click();
    await expect(page.getByText('¡Correo electrónico verificado correctamente!')).toBeVisible();
    await expect(heading(page, 'Datos básicos del negocio')).toBeVisible();

    // Step 2: contact, an external booking system, a menu and a photo really uploaded.
    await page.getByLabel('Teléfono', { exact: true }).fill('2135550148');
    await page.getByText('Sistema externo').click();
    await button(page, 'Continuar').click();
    await expect(page.getByText('La URL de reservas es obligatoria')).toBeVisible();
    await page.getByLabel('URL de reservas').fill('https://reservas.example/cantina');
    await button(page, /Fotos y carta/).click();
    await page
      .getByLabel('Carta (PDF, 10 MB como máximo)')
      .setInputFiles({ name: 'carta.pdf', mimeType: 'application/pdf', buffer: MENU_PDF });
    await page
      .getByLabel(/^Fotos \(JPG/)
      .setInputFiles({ name: 'comedor.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expect(page.getByText('comedor.png')).toBeVisible();
    await expectNoAxeViolations(page);
    await button(page, 'Continuar').click();

    // Step 3: five questions, the single choices moving on by themselves.
    await expect(heading(page, 'Dificultades actuales')).toBeVisible();
    await page.getByText('Clientes que no se presentan y cancelaciones tardías').click();
    await expect(page.getByText('Pregunta 2 de 5')).toBeVisible();
    await page.getByText('51-100 llamadas').click();
    await expect(page.getByText('Pregunta 3 de 5')).toBeVisible();
    await page.getByText('WhatsApp').click();
    await button(page, 'Siguiente pregunta').click();
    await page.getByRole('textbox').fill('Que el teléfono no interrumpa el servicio');
    await button(page, 'Siguiente pregunta').click();
    await page.getByRole('slider').fill('3');
    await expectNoAxeViolations(page);
    await button(page, 'Continuar').click();

    // Step 4: two goals; the tip shows on focus.
    await expect(heading(page, 'Tus objetivos')).toBeVisible();
    await button(page, /^Más comensales/).click();
    await button(page, /^Reducir costes/).focus();
    await expect(
      page.getByRole('tooltip').filter({ hasText: 'preguntas habituales' }),
    ).toBeVisible();
    await button(page, /^Reducir costes/).click();
    await button(page, /^Más reseñas/).click();
    await expect(
      page.getByText('Has seleccionado el máximo de 2 objetivos', { exact: false }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await button(page, 'Continuar').click();

    // Step 5: review, both boxes, and the claim sent.
    await expect(heading(page, 'Revisa y envía')).toBeVisible();
    await expect(page.getByText('Carta: carta.pdf · 1 foto')).toBeVisible();
    await button(page, 'Enviar reclamación').click();
    await expect(page.getByText('Acepta los términos y condiciones para continuar.')).toBeVisible();
    await page.getByRole('checkbox').nth(0).check();
    await page.getByRole('checkbox').nth(1).check();
    await expectNoAxeViolations(page);
    await button(page, 'Enviar reclamación').click();
    await expect(heading(page, '¡Solicitud de reclamación enviada!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver la ficha' })).toHaveAttribute(
      'href',
      `/restaurants/${listing.id}`,
    );
    await expectNoAxeViolations(page);

    // Not an owner yet: the claim waits for review.
    const edit = () =>
      request.put(`/api/restaurants/${listing.id}`, {
        headers: { Authorization: `Bearer ${claimant.token}` },
        data: { description: 'Edited by its new owner.' },
      });
    expect((await edit()).status()).toBe(403);

    // An administrator approves it in the dashboard.
    const admin = await (await browser.newContext()).newPage();
    await admin.goto('/admin/login');
    await admin.getByLabel('Email').fill(ADMIN.email);
    await admin.getByLabel('Password').fill(ADMIN.password);
    await admin.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(admin).toHaveURL(/\/admin\/dashboard$/);
    await admin.getByRole('link', { name: /^Claims/ }).click();
    const card = admin.getByRole('article').filter({ hasText: listing.name });
    await expect(card).toContainText('No-shows and late cancellations');
    await expect(card).toContainText('Menu: carta.pdf');
    await expectNoAxeViolations(admin);
    await card.getByRole('button', { name: `Approve the claim of ${listing.name}` }).click();
    await expect(admin.getByRole('status')).toContainText(`Claim of ${listing.name} approved`);

    // The claimant owns the listing now, and is told so in Spanish.
    expect((await edit()).status()).toBe(200);
    await expect
      .poll(async () => (await mailTo(request, listing.businessEmail, 'claim.approved')).length)
      .toBe(1);
    const [approved] = await mailTo(request, listing.businessEmail, 'claim.approved');
    expect(approved?.subject).toBe(`Tu reclamación de ${listing.name} ha sido aprobada`);
    await admin.context().close();
  } finally {
    await removeListing(request, listing.id);
  }
});

test('the six boxes take the code by keyboard and by paste; a wrong code is refused', async ({
  page,
  request,
}) => {
  const listing = await createClaimableListing(request, `Bistro Codigo ${tag()}`);
  try {
    await page.goto(`/restaurants/${listing.id}/claim`);
    await page.getByLabel('Business e-mail', { exact: true }).fill(listing.businessEmail);
    await button(page, 'Send code').click();
    await expect(page.getByText('Verification code sent successfully!')).toBeVisible();
    const { code } = await claimCodeFromMailbox(request, listing.businessEmail);
    const wrong = code === '000000' ? '111111' : '000000';

    // Typing moves on; Backspace on an empty box moves back.
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type('12');
    await expect(page.getByLabel('Digit 3 of 6')).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(page.getByLabel('Digit 2 of 6')).toBeFocused();
    await expect(page.getByLabel('Digit 2 of 6')).toHaveValue('');
    await button(page, 'Verify').click();
    await expect(page.getByText('Please enter the complete 6-digit code')).toBeVisible();

    // A pasted code fills every box; the server refuses a wrong one.
    await pasteInto(page, 'Digit 3 of 6', wrong);
    for (let n = 1; n <= 6; n += 1) {
      await expect(page.getByLabel(`Digit ${n} of 6`)).toHaveValue(wrong[n - 1] ?? '');
    }
    await button(page, 'Verify').click();
    await expect(page.getByText('Invalid verification code. Please try again.')).toBeVisible();
    await expectNoAxeViolations(page);

    await pasteInto(page, 'Digit 1 of 6', code);
    await button(page, 'Verify').click();
    await expect(page.getByText('Email verified successfully!')).toBeVisible();
    await expect(heading(page, 'Business Essentials')).toBeVisible();
    await expect(page.getByText('Step 2 of 5')).toBeAttached();
  } finally {
    await removeListing(request, listing.id);
  }
});

test('the demo claim runs on timers with sample data and makes no call', async ({ page }) => {
  const claimCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/claim')) claimCalls.push(request.url());
  });
  await page.goto('/claim-demo');
  await expect(heading(page, 'Verify Your Ownership')).toBeVisible();
  await expect(page.getByText('Casa Verde Cocina')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Business e-mail', { exact: true }).fill('reservations@casaverde.example');
  await button(page, 'Send code').click();
  await expect(page.getByText('Verification code sent successfully!')).toBeVisible();
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type('246810');
  await button(page, 'Verify').click();
  await expect(heading(page, 'Business Essentials')).toBeVisible();
  await page.getByLabel('Phone', { exact: true }).fill('3105550199');
  await page.getByText('TableFor widget').click();
  await button(page, 'Continue').click();
  await page.getByText('Missed calls during service').click();
  await page.getByText('0-20 calls').click();
  await expect(page.getByText('Question 3 of 5')).toBeVisible();
  await button(page, 'Next Question').click();
  await page.getByRole('textbox').fill('Fewer calls during service');
  await button(page, 'Next Question').click();
  await button(page, 'Continue').click();
  await button(page, /^Simplify operations/).click();
  await button(page, 'Continue').click();
  await page.getByRole('checkbox').nth(0).check();
  await page.getByRole('checkbox').nth(1).check();
  await button(page, 'Submit claim').click();
  await expect(button(page, 'Submitting...')).toBeVisible();
  await expect(heading(page, 'Claim Request Submitted!')).toBeVisible();
  await button(page, 'Try Another Restaurant').click();
  await expect(heading(page, 'Verify Your Ownership')).toBeVisible();
  expect(claimCalls).toEqual([]);
});
