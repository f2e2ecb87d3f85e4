import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { InvitationList } from '@tablefor/shared';
import { answer } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { InviteGuests } from './invite-guests';

const LIST = '/api/reservations/:id/invitations';
const ONE = '/api/reservations/:id/invitations/:invitationId';
const guest = (id: number, email: string) => ({ id, email, created_at: '2099-03-01T10:00:00Z' });
const list = (invitations: InvitationList['invitations'], remaining: number) => ({
  invitations,
  remaining,
});

const renderSection = (partySize = 4) =>
  renderWithProviders(<InviteGuests reservationId={2} partySize={partySize} />, {
    user: testUser,
  });

const type = (value: string) =>
  fireEvent.change(screen.getByLabelText("Guest's e-mail"), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

describe('the Invite guests section', () => {
  it('invites a guest by e-mail and lists them', async () => {
    answer('get', LIST, list([], 3), { once: true });
    const sent = answer('post', LIST, guest(9, 'sam@example.org'), { status: 201 });
    renderSection();
    expect(await screen.findByText('You can invite 3 more guests.')).toBeInTheDocument();
    answer('get', LIST, list([guest(9, 'sam@example.org')], 2));
    type('sam@example.org');
    send();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Invitation sent to sam@example.org',
    );
    expect(sent[0]?.body).toEqual({ email: 'sam@example.org' });
    const item = (await screen.findByText('sam@example.org')).closest('li')!;
    expect(
      within(item).getByRole('button', { name: 'Revoke the invitation to sam@example.org' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You can invite 2 more guests.')).toBeInTheDocument();
    expect(screen.getByLabelText("Guest's e-mail")).toHaveValue('');
  });

  it('checks the address before sending', async () => {
    answer('get', LIST, list([], 3));
    renderSection();
    await screen.findByText('You can invite 3 more guests.');
    type('not-an-address');
    send();
    expect(screen.getByLabelText("Guest's e-mail")).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the API's refusal in the reader's words", async () => {
    answer('get', LIST, list([], 3));
    answer(
      'post',
      LIST,
      {
        errors: ['email: This guest is already invited'],
        details: [{ field: 'email', code: 'invitation.alreadyInvited' }],
      },
      { status: 409 },
    );
    renderSection();
    await screen.findByText('You can invite 3 more guests.');
    type('sam@example.org');
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('This guest is already invited');
  });

  it('revokes an invitation', async () => {
    answer('get', LIST, list([guest(9, 'sam@example.org')], 0), { once: true });
    const revoked = answer('delete', ONE, null, { status: 204 });
    renderSection(2);
    expect(
      await screen.findByText('Every seat is taken: revoke an invitation to invite someone else.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("Guest's e-mail")).not.toBeInTheDocument();
    answer('get', LIST, list([], 1));
    fireEvent.click(
      screen.getByRole('button', { name: 'Revoke the invitation to sam@example.org' }),
    );
    expect(
      await screen.findByText('The invitation to sam@example.org no longer works.'),
    ).toBeInTheDocument();
    expect(revoked[0]?.path).toBe('/api/reservations/2/invitations/9');
    expect(await screen.findByText('You have not invited anyone yet.')).toBeInTheDocument();
  });

  it('has nobody to invite at a table for one', () => {
    renderSection(1);
    expect(screen.getByText('A table for one has no guests to invite.')).toBeInTheDocument();
  });
});
