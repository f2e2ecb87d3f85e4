import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MailboxMessage } from '@tablefor/shared';
import { answer, answerRoutes, json, pathsOf } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { adminUser, mailMessage } from '../test/admin-fixtures';
import { MailboxPanel } from './mailbox-panel';

const code = mailMessage(3);
const approval = mailMessage(4, {
  kind: 'claim.approved',
  to: 'rosa@example.com',
  subject: 'Your claim of Trattoria was approved',
  text: 'You can now manage Trattoria.',
  language: 'en',
});

/** The mailbox API: newest first, filtered by `to` in any letter case. */
function renderMailbox(messages: MailboxMessage[] = [approval, code], search = '') {
  const sent = answerRoutes({
    'GET /api/admin/mailbox': ({ url }) => {
      const to = url.searchParams.get('to')?.toLowerCase();
      return json({ messages: messages.filter((m) => !to || m.to.toLowerCase() === to) });
    },
  });
  renderWithProviders(<MailboxPanel />, {
    user: adminUser,
    route: `/admin/dashboard?view=mailbox${search}`,
  });
  return sent;
}

const cards = () => screen.getAllByRole('article');

describe('mailbox view', () => {
  it('lists the messages, newest first, each as plain text and never as HTML', async () => {
    const sent = renderMailbox();
    const heading = await screen.findByRole('heading', {
      name: 'Tu código de verificación para Trattoria',
    });
    expect(pathsOf(sent)).toEqual(['/api/admin/mailbox?limit=50']);
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Your claim of Trattoria was approved',
      'Tu código de verificación para Trattoria',
    ]);
    const card = heading.closest('article') as HTMLElement;
    expect(card).toHaveTextContent('Toorders@trattoria.example');
    expect(card).toHaveTextContent('Kindclaim.code');
    expect(card).toHaveTextContent('LanguageSpanish');
    expect(card.querySelector('time')).toHaveAttribute('datetime', '2026-03-01T18:30:01.000Z');
    // The text as sent, line breaks kept; the HTML twin is not in the page at all.
    expect(card.querySelector('pre')?.textContent).toBe(code.text);
    expect(document.querySelector('script')).toBeNull();
    expect(document.body.innerHTML).not.toContain('<p>Usa este código</p>');
  });

  it('names the files a message carries (a booking as .ics), and nothing for one without', async () => {
    const booking = mailMessage(5, {
      kind: 'reservation.confirmed',
      subject: 'Your table at Trattoria is booked',
      attachments: [
        { filename: 'reservation-9.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
      ],
    });
    renderMailbox([booking, code]);
    const heading = await screen.findByRole('heading', { name: booking.subject });
    expect(heading.closest('article')).toHaveTextContent('Attachedreservation-9.ics');
    const plain = screen.getByRole('heading', { name: code.subject }).closest('article');
    expect(plain).not.toHaveTextContent('Attached');
  });

  it('filters by recipient: the request carries `to`', async () => {
    const sent = renderMailbox();
    await screen.findByText(/482913/);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Recipient' }), {
      target: { value: ' Rosa@Example.com ' },
    });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent('Your claim of Trattoria was approved');
    expect(pathsOf(sent)).toContain('/api/admin/mailbox?limit=50&to=Rosa%40Example.com');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Recipient' }), {
      target: { value: 'nobody@example.com' },
    });
    expect(await screen.findByText('No messages to nobody@example.com')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show every message' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByRole('searchbox', { name: 'Recipient' })).toHaveValue('');
  });

  it('opens filtered from the link (?q=)', async () => {
    const sent = renderMailbox(undefined, '&q=orders%40trattoria.example');
    await screen.findByText(/482913/);
    expect(pathsOf(sent)).toEqual(['/api/admin/mailbox?limit=50&to=orders%40trattoria.example']);
    expect(screen.getByRole('searchbox', { name: 'Recipient' })).toHaveValue(
      'orders@trattoria.example',
    );
  });

  it('says where e-mail lands when there is none', async () => {
    renderMailbox([]);
    expect(await screen.findByText('No messages')).toBeInTheDocument();
    expect(screen.getByText(/E-mail lands here when SMTP_URL is not set/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show every message' })).not.toBeInTheDocument();
  });

  it('offers a retry when the mailbox cannot be read', async () => {
    answer('get', '/api/admin/mailbox', { errors: ['db: down'] }, { status: 500 });
    renderWithProviders(<MailboxPanel />, { user: adminUser });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the mailbox');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
