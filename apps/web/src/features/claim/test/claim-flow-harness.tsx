/** Claim flow tests' steps: the flow on a fake backend (or a page), and walking it to a step. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { expect, vi } from 'vitest';
import type { ClaimPreview, User } from '@tablefor/shared';
import { ApiError } from '@/lib/api-client';
import { renderWithSignIn } from '@/test/render-with-sign-in';
import { ClaimFlow } from '../components/claim-flow';
import type { ClaimBackend } from '../lib/claim-backend';
import '@/i18n/bundles/claim-texts';

export const listing: ClaimPreview = {
  id: 12,
  name: 'Trattoria Prova',
  address: '100 Main St, Los Angeles, CA 90012',
  cuisine: 'Italian',
  image_url: '/images/fallback.svg',
  masked_email: 'o****s@trattoria.example',
  has_business_email: true,
};

export function fakeBackend(overrides: Partial<ClaimBackend> = {}) {
  return {
    demo: false,
    sendCode: vi.fn(async () => {}),
    verifyCode: vi.fn(async () => {}),
    submit: vi.fn(async () => {}),
    ...overrides,
  } satisfies ClaimBackend;
}

export function renderFlow(
  backend: ClaimBackend,
  user: User | null = null,
  restaurant: ClaimPreview = listing,
) {
  return renderWithSignIn(
    <Route path="claim" element={<ClaimFlow restaurant={restaurant} backend={backend} />} />,
    { route: '/claim', user },
  );
}

/** A refusal as the API answers it: its English words, and the code the page translates. */
export const refusal = (
  status: number,
  code: string,
  text: string,
  params?: Record<string, number>,
) => new ApiError(status, text, [`code: ${text}`], undefined, [{ field: 'code', code, params }]);

export const codeValue = () =>
  [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('');

export const button = (name: string | RegExp) => screen.getByRole('button', { name });
export const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);

export async function sendCode(email = 'orders@trattoria.example') {
  fireEvent.change(screen.getByLabelText('Business e-mail'), { target: { value: email } });
  fireEvent.click(button('Send code'));
  await screen.findByText('Verification code sent successfully!');
}

export function typeCode(code: string) {
  code
    .split('')
    .forEach((digit, index) => fireEvent.change(box(index + 1), { target: { value: digit } }));
}

/** Verification done: the code entered and verified, step 2 open (after its 1 s). */
export async function verify() {
  await sendCode();
  typeCode('482913');
  fireEvent.click(button('Verify'));
  await screen.findByText('Email verified successfully!');
  await screen.findByRole('heading', { level: 1, name: 'Business Essentials' }, { timeout: 2000 });
}

export async function fillEssentials() {
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '2135550147' } });
  fireEvent.click(screen.getByLabelText(/Phone Only/));
  fireEvent.click(button('Continue'));
  await screen.findByRole('heading', { level: 1, name: 'Current Pain Points' });
}

export async function answerPainPoints() {
  fireEvent.click(screen.getByLabelText('Missed calls during service'));
  await screen.findByText('Question 2 of 5', undefined, { timeout: 2000 });
  fireEvent.click(screen.getByLabelText('21-50 calls'));
  await screen.findByText('Question 3 of 5', undefined, { timeout: 2000 });
  fireEvent.click(button('Next Question'));
  fireEvent.change(screen.getByRole('textbox'), {
    target: { value: 'The phone rings mid-service' },
  });
  fireEvent.click(button('Next Question'));
  fireEvent.click(button('Continue'));
  await screen.findByRole('heading', { level: 1, name: 'Your Goals' });
}

export async function chooseGoals() {
  fireEvent.click(button(/^Grow covers/));
  fireEvent.click(button('Continue'));
  await screen.findByRole('heading', { level: 1, name: 'Review & Submit' });
}

export async function walkToReview() {
  await verify();
  await fillEssentials();
  await answerPainPoints();
  await chooseGoals();
}

export const waitForStep = (name: string) =>
  waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(name));
