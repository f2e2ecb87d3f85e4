import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { takeAccountDeleted } from '@/lib/session';
import { privacyMessages } from '@tablefor/shared';
import { answer } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { PrivacyRights } from './privacy-rights';

const EXPORT = '/api/users/:id/export';
const ACCOUNT = '/api/users/:id';

const Home = () => <p>home</p>;

const renderView = () =>
  renderWithProviders(
    <Routes>
      <Route path="/" element={<Home />} />
      <Route path="/account" element={<PrivacyRights user={testUser} />} />
    </Routes>,
    { user: testUser, route: '/account' },
  );

let saved: string[] = [];
beforeEach(() => {
  saved = [];
  // jsdom has no object URLs: the file's saving is what is checked.
  URL.createObjectURL = vi.fn(() => 'blob:data');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the privacy rights in Account Details', () => {
  it("downloads the account's data as a JSON file", async () => {
    const sent = answer('get', EXPORT, { account: { id: 7 } });
    renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your file is downloaded.')).toBeInTheDocument();
    expect(sent[0]?.path).toBe('/api/users/7/export');
    expect(saved).toEqual([expect.stringMatching(/^tablefor-my-data-\d{4}-\d{2}-\d{2}\.json$/)]);
  });

  it('says what deletion removes and what is kept', () => {
    renderView();
    expect(screen.getByText(/Your upcoming reservations are cancelled/)).toBeInTheDocument();
    expect(screen.getByText(/^Kept: each restaurant's record/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('asks for the password in a dialog, and shows a wrong one refused', async () => {
    const sent = answer(
      'delete',
      ACCOUNT,
      {
        errors: [`password: ${privacyMessages.passwordWrong}`],
        details: [{ field: 'password', code: 'privacy.passwordWrong' }],
      },
      { status: 403 },
    );
    renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(
      screen.getByText('Please enter your password to delete your account'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password is incorrect');
    expect(sent[0]?.body).toEqual({ password: 'wrong' });
  });

  it('deletes the account, signs out and goes home with a message', async () => {
    const sent = answer('delete', ACCOUNT, { id: 7 });
    const { session } = renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(takeAccountDeleted()).toBe(true);
    expect(sent[0]).toMatchObject({ path: '/api/users/7', body: { password: 'secret-pass' } });
    expect(session.clearUser).toHaveBeenCalled();
  });
});
