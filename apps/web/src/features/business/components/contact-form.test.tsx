import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contactMessages as m } from '@tablefor/shared';
import { loadLanguage } from '@/i18n/i18n';
import { answer, http, HttpResponse, sentRequest, server, type SentRequest } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { ContactSection } from './contact-section';

// What the form sent to POST /api/business/contact; a test's reply() sets its answer.
let sent: SentRequest[] = [];
beforeEach(() => {
  sent = [];
});
const reply = (body: unknown, status = 200) => {
  sent = answer('post', '/api/business/contact', body, { status });
};

const labels = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Work email',
  phoneNumber: 'Phone number',
  restaurantName: 'Restaurant name',
  jobTitle: 'Job title',
  numLocations: 'Number of locations',
  contactReason: 'Reason for contact',
};
type Field = keyof typeof labels;

const valid: Record<Field, string> = {
  firstName: 'Ana',
  lastName: 'Diaz',
  email: 'Ana@Example.com',
  phoneNumber: '5551234567',
  restaurantName: 'Casa Ana',
  jobTitle: 'owner',
  numLocations: '2-5',
  contactReason: 'aiChatbot',
};

const field = (name: Field) => screen.getByLabelText(labels[name]);
function fill(values: Partial<Record<Field, string>>) {
  for (const [name, value] of Object.entries(values)) {
    fireEvent.change(field(name as Field), { target: { value } });
  }
}
/** The form loads after the section (it brings zod along): wait for it. */
async function renderSection() {
  renderWithProviders(<ContactSection />);
  await screen.findByRole('button', { name: /^(Submit|Enviar)$/ });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('business contact form', () => {
  it("is titled with the product's name", async () => {
    await renderSection();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Join TableFor today');
  });

  it("shows every field's message under the field on an empty submit", async () => {
    await renderSection();
    submit();
    const expected: Record<Field, string> = {
      firstName: m.firstNameRequired,
      lastName: m.lastNameRequired,
      email: m.emailRequired,
      phoneNumber: m.phoneRequired,
      restaurantName: m.restaurantNameRequired,
      jobTitle: m.jobTitleRequired,
      numLocations: m.numLocationsRequired,
      contactReason: m.contactReasonRequired,
    };
    for (const [name, message] of Object.entries(expected)) {
      expect(field(name as Field)).toHaveAccessibleDescription(message);
    }
    expect(field('firstName')).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('shows the invalid email and phone messages, and clears one when its field changes', async () => {
    await renderSection();
    fill({ ...valid, email: 'not-an-email', phoneNumber: '555123' });
    submit();
    expect(field('email')).toHaveAccessibleDescription(m.emailInvalid);
    expect(field('phoneNumber')).toHaveAccessibleDescription(m.phoneInvalid);
    fill({ email: 'ana@example.com' });
    expect(screen.queryByText(m.emailInvalid)).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('formats the phone number as it is typed', async () => {
    await renderSection();
    fill({ phoneNumber: '555' });
    expect(field('phoneNumber')).toHaveValue('(555');
    fill({ phoneNumber: '555123' });
    expect(field('phoneNumber')).toHaveValue('(555) 123');
    fill({ phoneNumber: '5551234567' });
    expect(field('phoneNumber')).toHaveValue('(555) 123-4567');
    fill({ phoneNumber: '555-123-456789' });
    expect(field('phoneNumber')).toHaveValue('(555) 123-4567');
  });

  it('sends the fields and the language, then thanks the visitor in place of the form', async () => {
    // The answer waits until the test has seen the form while it sends.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/api/business/contact', async ({ request }) => {
        sent.push(await sentRequest(request));
        await held;
        return HttpResponse.json({ id: 1, received: true }, { status: 201 });
      }),
    );
    await renderSection();
    fill(valid);
    submit();

    const button = await screen.findByRole('button', { name: 'Submitting...' });
    expect(button).toBeDisabled();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.path).toBe('/api/business/contact');
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.body).toEqual({
      ...valid,
      email: 'ana@example.com',
      phoneNumber: '(555) 123-4567',
      language: 'en',
    });

    release();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(m.submitted);
    expect(screen.queryByLabelText(labels.firstName)).not.toBeInTheDocument();
    expect(within(status).getByRole('heading')).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field('firstName')).toHaveValue('');
  });

  it('keeps the form and shows the error message above the button when sending fails', async () => {
    reply({ errors: ['server: failed'] }, 500);
    await renderSection();
    fill(valid);
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(m.submitFailed);
    expect(field('restaurantName')).toHaveValue('Casa Ana');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it("shows the API's per-field messages of a 400 under the fields", async () => {
    reply(
      {
        errors: [`email: ${m.emailInvalid}`],
        details: [{ field: 'email', code: 'contact.emailInvalid' }],
      },
      400,
    );
    await renderSection();
    fill(valid);
    submit();
    await waitFor(() => expect(field('email')).toHaveAccessibleDescription(m.emailInvalid));
    expect(screen.getByRole('alert')).toHaveTextContent(m.submitFailed);
  });

  it('shows the rate-limit message when the API refuses for too many inquiries', async () => {
    const detail = 'Rate limit exceeded, retry in 1 hour';
    reply(
      {
        errors: [`rate_limit: ${detail}`],
        details: [{ field: 'rate_limit', code: 'common.rateLimited', params: { detail } }],
      },
      429,
    );
    await renderSection();
    fill(valid);
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  });

  it('translates labels, option lists and messages into Spanish', async () => {
    await loadLanguage('es');
    try {
      await renderSection();
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Únete a TableFor hoy');
      const options = (label: string) =>
        within(screen.getByLabelText(label))
          .getAllByRole('option')
          .map((option) => option.textContent);
      expect(options('Cargo')).toEqual([
        'Selecciona…',
        'Propietario/a',
        'Gerente general',
        'Responsable de operaciones',
        'Responsable de marketing',
        'Chef',
        'Otro',
      ]);
      expect(options('Número de locales')).toEqual([
        'Selecciona…',
        '1 local',
        '2–5 locales',
        '6–10 locales',
        '11–25 locales',
        '26 locales o más',
      ]);
      expect(options('Motivo de contacto')).toContain('El asistente de reservas con IA');
      fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
      expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription(
        'El nombre es obligatorio',
      );
    } finally {
      await loadLanguage('en');
    }
  });
});
