import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReviewedClaim } from '@tablefor/shared';
import { saveToken } from '@/lib/token-storage';
import { answer, answerRoutes, json, pathsOf, type ReceivedRequest } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { adminUser, claimPage, reviewedClaim } from '../test/admin-fixtures';
import { ClaimsPanel } from './claims-panel';

const menuUrl = reviewedClaim(1).files[0]?.url ?? '';
const photoUrl = '/api/admin/claims/1/files/photo-1';
const withPhoto = reviewedClaim(1, {
  files: [
    ...reviewedClaim(1).files,
    {
      id: 'photo-1',
      kind: 'photo',
      name: 'sala.webp',
      size: 900,
      contentType: 'image/webp',
      url: photoUrl,
    },
  ],
});

beforeEach(() => {
  // jsdom has no object URLs: each blob gets a numbered one.
  let made = 0;
  URL.createObjectURL = vi.fn(() => `blob:claim-file-${++made}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const alreadyReviewed = () =>
  json(
    {
      errors: ['claim: already decided'],
      details: [{ field: 'claim', code: 'claim.alreadyReviewed' }],
    },
    409,
  );

/**
 * The claims API over `stored`: a decision changes the stored claim; with `decidedElsewhere`,
 * another administrator approved claim 1 first and this one's decision answers 409.
 */
function renderClaims({
  stored: initial = [reviewedClaim(1), reviewedClaim(2, { status: 'approved' })],
  decidedElsewhere = false,
  file = () => new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }),
}: {
  stored?: ReviewedClaim[];
  decidedElsewhere?: boolean;
  file?: () => Response;
} = {}) {
  let stored = initial;
  const decide = (status: 'approved' | 'rejected', reason: string | null) => {
    if (decidedElsewhere) {
      stored = stored.map((c) => (c.id === 1 ? { ...c, status: 'approved' } : c));
      return alreadyReviewed();
    }
    stored = stored.map((c) => (c.id === 1 ? { ...c, status, rejection_reason: reason } : c));
    return json(stored.find((c) => c.id === 1));
  };
  const sent = answerRoutes({
    'GET /api/admin/claims': ({ url }) => {
      const status = url.searchParams.get('status');
      const shown = stored.filter((c) => status === null || c.status === status);
      return json(claimPage(shown, stored.filter((c) => c.status === 'pending').length));
    },
    'POST /api/admin/claims/1/approve': () => decide('approved', null),
    'POST /api/admin/claims/1/reject': ({ body }) =>
      decide('rejected', (body as { reason: string }).reason),
    [`GET ${menuUrl}`]: file,
    [`GET ${photoUrl}`]: () =>
      new Response('RIFF....WEBP', { headers: { 'content-type': 'image/webp' } }),
  });
  renderWithProviders(<ClaimsPanel />, { user: adminUser, route: '/admin/dashboard?view=claims' });
  return sent;
}

const posts = (sent: ReceivedRequest[]) =>
  sent
    .filter((request) => request.method === 'POST')
    .map(({ path, body }) => ({ url: path, body }));

describe('claims view', () => {
  it('lists pending claims with their answers in words', async () => {
    const sent = renderClaims();
    expect(await screen.findByText('1 claim')).toBeInTheDocument();
    expect(pathsOf(sent)).toEqual(['/api/admin/claims?page=1&pageSize=12&status=pending']);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Trattoria 1' })).toHaveAttribute(
      'href',
      '/restaurants/41',
    );
    expect(within(card).getByRole('link', { name: 'https://book.example/t' })).toHaveAttribute(
      'href',
      'https://book.example/t',
    );
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    for (const text of [
      'Claimed by rosa (rosa@example.com)',
      'orders@trattoria1.example',
      '(213) 555-0147',
      'External system · https://book.example/t',
      'No-shows and late cancellations',
      '51-100',
      'WhatsApp, SMS',
      'Phones ring mid-service',
      '3 out of 10',
      'Grow covers, Boost reviews',
      'Spanish',
      'Menu: carta.pdf',
    ]) {
      expect(card).toHaveTextContent(text);
    }
    expect(card).not.toHaveTextContent('noShows');
  });

  it('filters by status through the query string', async () => {
    const sent = renderClaims({
      stored: [
        reviewedClaim(1),
        reviewedClaim(2, { status: 'approved', reviewed_at: '2026-03-02T10:00:00.000Z' }),
        reviewedClaim(3, { status: 'rejected', rejection_reason: 'Not the owner' }),
      ],
    });
    await screen.findByText('1 claim');
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Approved' }));
    const approved = await screen.findByRole('article');
    await within(approved).findByRole('link', { name: 'Trattoria 2' });
    expect(pathsOf(sent)).toContain('/api/admin/claims?page=1&pageSize=12&status=approved');
    expect(within(approved).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Rejected' }));
    await screen.findByRole('link', { name: 'Trattoria 3' });
    expect(pathsOf(sent)).toContain('/api/admin/claims?page=1&pageSize=12&status=rejected');
    expect(screen.getByRole('article')).toHaveTextContent('Reason givenNot the owner');

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(pathsOf(sent).at(-1)).toBe('/api/admin/claims?page=1&pageSize=12');
  });

  it('approves: the claim leaves the pending list and a notice says so', async () => {
    const sent = renderClaims();
    await screen.findByText('1 claim');
    fireEvent.click(screen.getByRole('button', { name: 'Approve the claim of Trattoria 1' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Claim of Trattoria 1 approved: the claimant is now an owner.',
    );
    expect(await screen.findByText('No claims waiting')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(posts(sent)).toEqual([{ url: '/api/admin/claims/1/approve', body: undefined }]);
  });

  it('rejects with a reason, which is required, and sends it', async () => {
    const sent = renderClaims();
    await screen.findByText('1 claim');
    fireEvent.click(screen.getByRole('button', { name: 'Reject the claim of Trattoria 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject claim' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    expect(
      await within(dialog).findByText('Please give the claimant a reason'),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'x'.repeat(501) },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    expect(
      await within(dialog).findByText('The reason must be at most 500 characters'),
    ).toBeInTheDocument();
    expect(posts(sent)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'The e-mail belongs to another restaurant' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Claim of Trattoria 1 rejected');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('No claims waiting')).toBeInTheDocument();
    const [post] = posts(sent);
    expect(post?.url).toBe('/api/admin/claims/1/reject');
    expect(post?.body).toEqual({
      reason: 'The e-mail belongs to another restaurant',
    });
  });

  it('keeps the card with the reason when another administrator decided first (409)', async () => {
    renderClaims({ decidedElsewhere: true });
    await screen.findByText('1 claim');
    fireEvent.click(screen.getByRole('button', { name: 'Approve the claim of Trattoria 1' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to decide on this claim');
    expect(alert).toHaveTextContent('This claim has already been reviewed');
    // Nothing is read again behind the message: the card stays where it was.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(screen.getByRole('article')).getByText('Trattoria 1')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the reason in the dialog when a rejection comes too late (409)', async () => {
    renderClaims({ decidedElsewhere: true });
    await screen.findByText('1 claim');
    fireEvent.click(screen.getByRole('button', { name: 'Reject the claim of Trattoria 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject claim' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Not theirs' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    expect(
      await within(dialog).findByText('This claim has already been reviewed'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('article')).toHaveTextContent('This claim has already been reviewed');
  });

  it("opens a claim's file with the administrator's token", async () => {
    saveToken('admin-token', new Date(Date.now() + 3_600_000).toISOString());
    const sent = renderClaims();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await screen.findByText('1 claim');
    fireEvent.click(screen.getByRole('button', { name: 'Menu: carta.pdf' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('blob:claim-file-1', '_blank', 'noopener'),
    );
    const fileCall = sent.find((request) => request.path === menuUrl);
    expect(fileCall?.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('saves a file of any other type instead of opening it', async () => {
    renderClaims({
      file: () => new Response('<script>1</script>', { headers: { 'content-type': 'text/html' } }),
    });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await screen.findByText('1 claim');
    fireEvent.click(screen.getByRole('button', { name: 'Menu: carta.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(open).not.toHaveBeenCalled();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('carta.pdf');
  });

  it('says so when a file cannot be read', async () => {
    renderClaims({ file: () => json({ errors: ['file: not found'] }, 404) });
    await screen.findByText('1 claim');
    fireEvent.click(screen.getByRole('button', { name: 'Menu: carta.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file could not be opened. Please try again.',
    );
  });

  it("shows a photo's thumbnail, read with the token, and opens it without reading again", async () => {
    saveToken('admin-token', new Date(Date.now() + 3_600_000).toISOString());
    const sent = renderClaims({ stored: [withPhoto] });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const photo = await screen.findByRole('button', { name: 'Photo: sala.webp' });
    await waitFor(() =>
      expect(photo.querySelector('img')).toHaveAttribute('src', 'blob:claim-file-1'),
    );
    const reads = () => sent.filter((request) => request.path === photoUrl);
    expect(reads()[0]?.headers.get('Authorization')).toBe('Bearer admin-token');

    fireEvent.click(photo);
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('blob:claim-file-2', '_blank', 'noopener'),
    );
    expect(reads()).toHaveLength(1);
  });

  it('says when there are no claims, and offers every claim', async () => {
    const sent = renderClaims({ stored: [] });
    expect(await screen.findByText('No claims waiting')).toBeInTheDocument();
    expect(screen.getByText(/Owners claim their listing from its page/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show all claims' }));
    expect(await screen.findByText('No claims yet')).toBeInTheDocument();
    expect(pathsOf(sent).at(-1)).toBe('/api/admin/claims?page=1&pageSize=12');
    expect(screen.queryByRole('button', { name: 'Show all claims' })).not.toBeInTheDocument();
  });

  it('offers a retry when the claims cannot be loaded', async () => {
    answer('get', '/api/admin/claims', { errors: ['db: down'] }, { status: 500 });
    renderWithProviders(<ClaimsPanel />, {
      user: adminUser,
      route: '/admin/dashboard?view=claims',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load claims');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
