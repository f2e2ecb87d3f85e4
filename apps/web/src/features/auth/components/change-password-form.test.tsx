import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { passwordCodes, passwordMessages } from '@tablefor/shared';
import { answer, type SentRequest } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { ChangePasswordForm } from './change-password-form';

// What the form sent to POST /api/auth/password; a test's reply() sets its answer.
let sent: SentRequest[] = [];
beforeEach(() => {
  sent = [];
});
const reply = (body: unknown, status = 200) => {
  sent = answer('post', '/api/auth/password', body, { status });
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fill(current: string, next: string, confirm = next) {
  type('Current password', current);
  type('New password', next);
  type('Confirm new password', confirm);
}

describe('change-password form', () => {
  it('asks for the current password and the new one twice', () => {
    renderWithProviders(<ChangePasswordForm />, { user: testUser });
    submit();
    expect(screen.getByText('Please enter your current password')).toBeInTheDocument();
    expect(screen.getByText('Please select a password')).toBeInTheDocument();
    fill('old-secret-1', 'new-secret-1', 'new-secret-2');
    submit();
    expect(screen.getByText('Please double check your confirm password.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the current and the new password, then empties the form', async () => {
    reply(null, 204);
    renderWithProviders(<ChangePasswordForm />, { user: testUser });
    fill('old-secret-1', 'new-secret-1');
    submit();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. Your other devices were signed out.',
    );
    expect(sent[0]?.path).toBe('/api/auth/password');
    expect(sent[0]?.body).toEqual({
      current_password: 'old-secret-1',
      password: 'new-secret-1',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
  });

  it('says when the current password is wrong, and keeps the session', async () => {
    reply(
      {
        errors: [`current_password: ${passwordMessages.currentWrong}`],
        details: [{ field: 'current_password', code: passwordCodes.currentWrong }],
      },
      400,
    );
    const { session } = renderWithProviders(<ChangePasswordForm />, { user: testUser });
    fill('not-it-at-all', 'new-secret-1');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your current password is incorrect',
    );
    expect(session.clearUser).not.toHaveBeenCalled();
  });
});
