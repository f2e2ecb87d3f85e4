import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { authCodes, authMessages, passwordCodes, passwordMessages } from '@tablefor/shared';
import { answer, type SentRequest } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { EmailChangeForm } from './email-change-form';
import { ProfileForm } from './profile-form';

let sent: SentRequest[] = [];
beforeEach(() => {
  sent = [];
});
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the names and username form', () => {
  it("holds the fields to sign-up's rules before sending anything", () => {
    renderWithProviders(<ProfileForm user={testUser} />, { user: testUser });
    type('First name', '');
    type('Username', 'x'.repeat(21));
    click('Save changes');
    expect(screen.getByText('Please enter your first name')).toBeInTheDocument();
    expect(
      screen.getByText('Please select a username less than 20 characters'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('saves, says so, and puts the new names in the session (the top bar)', async () => {
    const changed = { ...testUser, first_name: 'Anita', username: 'anita' };
    sent = answer('patch', '/api/users/7/profile', changed);
    const { session } = renderWithProviders(<ProfileForm user={testUser} />, { user: testUser });
    type('First name', 'Anita');
    type('Username', 'anita');
    click('Save changes');
    expect(await screen.findByRole('status')).toHaveTextContent('Your details have been saved.');
    expect(sent[0]?.body).toEqual({ first_name: 'Anita', last_name: 'Diaz', username: 'anita' });
    expect(session.setUser).toHaveBeenCalledWith(changed);
  });

  it('says when the username is taken', async () => {
    answer(
      'patch',
      '/api/users/7/profile',
      {
        errors: [`username: ${authMessages.usernameTaken}`],
        details: [{ field: 'username', code: authCodes.usernameTaken }],
      },
      { status: 409 },
    );
    const { session } = renderWithProviders(<ProfileForm user={testUser} />, { user: testUser });
    type('Username', 'taken');
    click('Save changes');
    expect(await screen.findByRole('alert')).toHaveTextContent('Username is already in use');
    expect(session.setUser).not.toHaveBeenCalled();
  });
});

describe('the e-mail change form', () => {
  it('sends the new address with the password and says the link went there', async () => {
    sent = answer(
      'post',
      '/api/users/7/email-change',
      { message: 'sent', email: 'new@example.com' },
      { status: 202 },
    );
    const { session } = renderWithProviders(<EmailChangeForm user={testUser} />, {
      user: testUser,
    });
    expect(screen.getByText(/until then you sign in with ana@example.com/)).toBeInTheDocument();
    type('New e-mail address', 'New@Example.com');
    type('Current password', 'secret-password');
    click('Send confirmation link');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a link to new@example.com. Follow it within 24 hours',
    );
    expect(sent[0]?.body).toEqual({ email: 'new@example.com', password: 'secret-password' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(session.setUser).not.toHaveBeenCalled();
  });

  it('asks for an address and the password', () => {
    renderWithProviders(<EmailChangeForm user={testUser} />, { user: testUser });
    click('Send confirmation link');
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
  });

  it('says when the password is wrong', async () => {
    answer(
      'post',
      '/api/users/7/email-change',
      {
        errors: [`password: ${passwordMessages.currentWrong}`],
        details: [{ field: 'password', code: passwordCodes.currentWrong }],
      },
      { status: 400 },
    );
    renderWithProviders(<EmailChangeForm user={testUser} />, { user: testUser });
    type('New e-mail address', 'new@example.com');
    type('Current password', 'wrong');
    click('Send confirmation link');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your current password is incorrect',
    );
  });
});
