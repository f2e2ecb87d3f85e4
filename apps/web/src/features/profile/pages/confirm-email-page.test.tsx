import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { authCodes, authMessages, profileCodes, profileMessages } from '@tablefor/shared';
import { saveToken } from '@/lib/token-storage';
import { answer, answerWith, json } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { ConfirmEmailPage } from './confirm-email-page';

const CONFIRM = '/api/auth/email-change/confirm';
const render = (route: string) =>
  renderWithProviders(
    <StrictMode>
      <ConfirmEmailPage />
    </StrictMode>,
    { route },
  );

describe('the /confirm-email page', () => {
  it('confirms the link once and says the address changed', async () => {
    const sent = answer('post', CONFIRM, { email: 'new@example.com' });
    render('/confirm-email?token=abc');
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address has been changed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/sign in with new@example.com/)).toBeInTheDocument();
    expect(sent.map((request) => request.body)).toEqual([{ token: 'abc' }]);
  });

  it("followed signed in, sends the session: the API keeps it when it is the account's", async () => {
    saveToken('session-token', new Date(Date.now() + 60 * 60 * 1000).toISOString());
    const sent = answerWith('post', CONFIRM, () => json({ email: 'new@example.com' }));
    render('/confirm-email?token=abc');
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address has been changed' }),
    ).toBeInTheDocument();
    expect(sent.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer session-token',
    ]);
  });

  it('says a spent or expired link no longer works', async () => {
    answer(
      'post',
      CONFIRM,
      {
        errors: [`token: ${profileMessages.linkInvalid}`],
        details: [{ field: 'token', code: profileCodes.linkInvalid }],
      },
      { status: 400 },
    );
    render('/confirm-email?token=spent');
    expect(
      await screen.findByRole('heading', { name: 'This link no longer works' }),
    ).toBeInTheDocument();
  });

  it('says when the address was taken meanwhile', async () => {
    answer(
      'post',
      CONFIRM,
      {
        errors: [`email: ${authMessages.emailTaken}`],
        details: [{ field: 'email', code: authCodes.emailTaken }],
      },
      { status: 409 },
    );
    render('/confirm-email?token=late');
    expect(
      await screen.findByRole('heading', { name: 'That address is already taken' }),
    ).toBeInTheDocument();
  });

  it('says a link without its token does not work, asking nothing', () => {
    render('/confirm-email');
    expect(screen.getByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
  });
});
