import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContactInquiry } from '@tablefor/shared';
import { loadLanguage } from '@/i18n/i18n';
import { answerRoutes, json, pathsOf, type ReceivedRequest } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { adminUser, inquiry, inquiryPage } from '../test/admin-fixtures';
import { InquiriesPanel } from './inquiries-panel';

/** Newest first, as the API orders them: yesterday's open inquiry, then last week's handled one. */
const newest = inquiry(2, {
  firstName: 'Luis',
  lastName: 'Ortega',
  email: 'luis@tacos.example',
  phoneNumber: '+1 (323) 555-0190',
  restaurantName: 'Tacos Ortega',
  jobTitle: 'owner',
  numLocations: '26+',
  contactReason: 'aiChatbot',
  language: 'es',
  created_at: '2025-03-10T17:00:00.000Z',
});
const older = inquiry(1, { handled_at: '2025-03-05T09:00:00.000Z' });

function renderInquiries(route = '/admin/dashboard?view=inquiries') {
  let stored: ContactInquiry[] = [newest, older];
  const sent = answerRoutes({
    'GET /api/business/inquiries': ({ url }) => {
      const handled = url.searchParams.get('handled');
      const shown = stored.filter(
        (item) => handled === null || (item.handled_at !== null) === (handled === 'true'),
      );
      return json(inquiryPage(shown, stored.filter((item) => item.handled_at === null).length));
    },
    'PUT /api/business/inquiries/1': (request) => update(1, request),
    'PUT /api/business/inquiries/2': (request) => update(2, request),
  });
  function update(id: number, request: ReceivedRequest) {
    const { handled } = request.body as { handled: boolean };
    const handled_at = handled ? '2025-03-11T08:00:00.000Z' : null;
    stored = stored.map((item) => (item.id === id ? { ...item, handled_at } : item));
    return json(stored.find((item) => item.id === id));
  }
  renderWithProviders(<InquiriesPanel />, { user: adminUser, route });
  return sent;
}

describe('inquiries view', () => {
  it('lists inquiries newest first with translated option labels and contact links', async () => {
    const sent = renderInquiries('/admin/dashboard?view=inquiries&show=all');
    expect(await screen.findByText('2 inquiries')).toBeInTheDocument();
    expect(pathsOf(sent)).toEqual(['/api/business/inquiries?page=1&pageSize=12']);
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByRole('heading', { name: 'Luis Ortega' })).toBeInTheDocument();
    expect(within(second!).getByRole('heading', { name: 'Marta Delgado' })).toBeInTheDocument();

    expect(within(first!).getByText('Owner at Tacos Ortega')).toBeInTheDocument();
    expect(within(first!).getByText('26 or more locations')).toBeInTheDocument();
    expect(within(first!).getByText('The AI booking assistant')).toBeInTheDocument();
    expect(within(first!).getByText('Spanish')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'luis@tacos.example' })).toHaveAttribute(
      'href',
      'mailto:luis@tacos.example',
    );
    expect(within(first!).getByRole('link', { name: '+1 (323) 555-0190' })).toHaveAttribute(
      'href',
      'tel:+13235550190',
    );
    expect(within(first!).getByText(/Mar 10, 2025/)).toBeInTheDocument();
    expect(within(first!).getByText('Open')).toBeInTheDocument();

    expect(within(second!).getByText('General manager at Casa Delgado')).toBeInTheDocument();
    expect(within(second!).getByText('2–5 locations')).toBeInTheDocument();
    expect(within(second!).getByText('List my restaurant')).toBeInTheDocument();
    expect(
      within(second!).getByRole('button', { name: 'Reopen the inquiry from Marta Delgado' }),
    ).toBeInTheDocument();
  });

  it('shows the option labels in Spanish', async () => {
    await loadLanguage('es');
    try {
      renderInquiries('/admin/dashboard?view=inquiries&show=all');
      expect(await screen.findByText('2 consultas')).toBeInTheDocument();
      const [first] = screen.getAllByRole('article');
      expect(within(first!).getByText('Propietario/a en Tacos Ortega')).toBeInTheDocument();
      expect(within(first!).getByText('26 locales o más')).toBeInTheDocument();
      expect(within(first!).getByText('El asistente de reservas con IA')).toBeInTheDocument();
      expect(
        within(first!).getByRole('button', {
          name: 'Marcar como atendida la consulta de Luis Ortega',
        }),
      ).toBeInTheDocument();
    } finally {
      await loadLanguage('en');
    }
  });

  it('marks an inquiry handled with PUT {handled: true}; it leaves the open list', async () => {
    const sent = renderInquiries();
    expect(await screen.findByText('1 open inquiry')).toBeInTheDocument();
    expect(pathsOf(sent)).toEqual(['/api/business/inquiries?page=1&pageSize=12&handled=false']);
    fireEvent.click(
      screen.getByRole('button', { name: 'Mark the inquiry from Luis Ortega handled' }),
    );
    expect(await screen.findByText('No open inquiries')).toBeInTheDocument();
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/api/business/inquiries/2');
    expect(put?.body).toEqual({ handled: true });
  });

  it('filters Open, Handled and All, and reopens a handled inquiry', async () => {
    const sent = renderInquiries();
    await screen.findByText('1 open inquiry');
    const filters = screen.getByRole('group', { name: 'Show inquiries' });
    expect(within(filters).getByRole('button', { name: 'Open' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    fireEvent.click(within(filters).getByRole('button', { name: 'Handled' }));
    expect(await screen.findByText('1 handled inquiry')).toBeInTheDocument();
    expect(pathsOf(sent).at(-1)).toBe('/api/business/inquiries?page=1&pageSize=12&handled=true');
    expect(screen.getByRole('heading', { name: 'Marta Delgado' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Luis Ortega' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reopen the inquiry from Marta Delgado' }));
    expect(await screen.findByText('No handled inquiries yet')).toBeInTheDocument();
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/api/business/inquiries/1');
    expect(put?.body).toEqual({ handled: false });

    fireEvent.click(within(filters).getByRole('button', { name: 'All' }));
    expect(await screen.findByText('2 inquiries')).toBeInTheDocument();
    expect(pathsOf(sent).at(-1)).toBe('/api/business/inquiries?page=1&pageSize=12');
    expect(screen.getAllByText('Open')).toHaveLength(3);
  });

  it('designs the empty list, with a way to see every inquiry', async () => {
    answerRoutes({ 'GET /api/business/inquiries': () => json(inquiryPage([], 0)) });
    renderWithProviders(<InquiriesPanel />, {
      user: adminUser,
      route: '/admin/dashboard?view=inquiries',
    });
    expect(await screen.findByText('No open inquiries')).toBeInTheDocument();
    expect(
      screen.getByText(
        "You're all caught up. New messages from the business contact form appear here.",
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show all inquiries' }));
    await waitFor(() => expect(screen.getByText('No inquiries yet')).toBeInTheDocument());
  });
});
