import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { messageText, reservationCodes } from '@tablefor/shared';
import { ApiError } from '@/lib/api-error';
import { CallbackForm } from './callback-form';

const instant = { requestDelay: 0, confirmDelay: 0 };

function renderForm(
  props: Partial<Parameters<typeof CallbackForm>[0]> = {},
  defaults = { name: '', email: '' },
) {
  const open = vi.fn();
  const onRequest = vi.fn(async () => open);
  const onFailure = vi.fn(() => true);
  renderWithProviders(
    <CallbackForm
      defaults={defaults}
      onRequest={onRequest}
      onFailure={onFailure}
      timing={instant}
      {...props}
    />,
  );
  return { open, onRequest, onFailure };
}

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Request a call' }));

afterEach(() => vi.useRealTimers());

describe('CallbackForm', () => {
  it('promises a call within 15 minutes', () => {
    renderForm();
    expect(screen.getByText(/we'll call you within 15 minutes/i)).toBeInTheDocument();
  });

  it('shows the required messages for an empty form and sends nothing', () => {
    const { onRequest } = renderForm();
    submit();
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 10-digit phone number')).toBeInTheDocument();
    expect(onRequest).not.toHaveBeenCalled();
  });

  it("says 'Please enter a valid email' for an address without a domain", () => {
    renderForm();
    change('Email', 'ana@example');
    submit();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    change('Email', 'ana@example.com');
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
  });

  it('formats the phone as (555) 123-4567 while typing, 14 characters at most', () => {
    renderForm();
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAttribute('maxLength', '14');
    change('Phone number', '555');
    expect(phone).toHaveValue('(555');
    change('Phone number', '555123');
    expect(phone).toHaveValue('(555) 123');
    change('Phone number', '5551234567');
    expect(phone).toHaveValue('(555) 123-4567');
    change('Phone number', 'tel: 555-123-45678');
    expect(phone).toHaveValue('(555) 123-4567');
  });

  it('rejects a phone number with fewer than 10 digits', () => {
    renderForm({}, { name: 'Ana', email: 'ana@example.com' });
    change('Phone number', '555123456');
    submit();
    expect(screen.getByText('Please enter a valid 10-digit phone number')).toBeInTheDocument();
  });

  it('waits 1.5 s, requests the call, shows it for 2 s, then opens the reservation', async () => {
    vi.useFakeTimers();
    const { onRequest, open } = renderForm(
      { timing: { requestDelay: 1500, confirmDelay: 2000 } },
      { name: 'Ana Diaz', email: 'ana@example.com' },
    );
    change('Phone number', '5551234567');
    submit();
    expect(screen.getByRole('button', { name: /Requesting your callback/ })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(onRequest).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onRequest).toHaveBeenCalledWith({
      name: 'Ana Diaz',
      email: 'ana@example.com',
      phone: '(555) 123-4567',
    });
    expect(screen.getByText('Callback requested')).toBeInTheDocument();
    expect(
      screen.getByText(
        "We'll call you at (555) 123-4567 within 15 minutes to confirm your reservation.",
      ),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(open).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(open).toHaveBeenCalledOnce();
  });

  it("shows 'Failed to request callback. Please try again.' when the request fails", async () => {
    const { onFailure } = renderForm(
      { onRequest: vi.fn(async () => Promise.reject(new Error('down'))) },
      { name: 'Ana', email: 'ana@example.com' },
    );
    change('Phone number', '5551234567');
    submit();
    expect(
      await screen.findByText('Failed to request callback. Please try again.'),
    ).toBeInTheDocument();
    expect(onFailure).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Request a call' })).toBeEnabled(),
    );
  });

  it('shows the reason of a refusal instead (429: too many bookings held)', async () => {
    const code = reservationCodes.clientLimitTotal;
    const reason = messageText(code, { max: 8 });
    const refused = new ApiError(429, reason, [`auth: ${reason}`], undefined, [
      { field: 'auth', code, params: { max: 8 } },
    ]);
    renderForm(
      { onRequest: vi.fn(async () => Promise.reject(refused)) },
      { name: 'Ana', email: 'ana@example.com' },
    );
    change('Phone number', '5551234567');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your network already holds 8 upcoming guest bookings. Sign in to book more.',
    );
    expect(screen.queryByText(/Failed to request callback/)).not.toBeInTheDocument();
  });
});
