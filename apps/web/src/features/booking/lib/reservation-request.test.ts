import { describe, expect, it } from 'vitest';
import { reservationRequest } from './reservation-request';

const choice = { date: '2026-07-10', time: '19:00', partySize: 4 };

describe('reservationRequest', () => {
  it('sends 7:00 PM in Los Angeles as 02:00 UTC the next day (summer, UTC-7)', () => {
    const body = reservationRequest(choice, 'America/Los_Angeles', {
      method: 'chat',
      name: 'Ana',
      email: 'ana@example.com',
      notes: '',
    });
    expect(body).toEqual({
      party_size: 4,
      reservation_time: '2026-07-11 02:00:00',
      contact_method: 'chat',
      guest_name: 'Ana',
      guest_email: 'ana@example.com',
    });
  });

  it('uses the restaurant zone, not the browser zone (New York in winter, UTC-5)', () => {
    const body = reservationRequest({ ...choice, date: '2026-01-15' }, 'America/New_York', {
      method: 'chat',
      name: 'Ana',
      email: 'ana@example.com',
      notes: 'Nut allergy',
    });
    expect(body.reservation_time).toBe('2026-01-16 00:00:00');
    expect(body.chat_notes).toBe('Nut allergy');
  });

  it('sends the phone number as its 10 digits for a callback', () => {
    const body = reservationRequest(choice, 'America/Los_Angeles', {
      method: 'phone',
      name: 'Ana',
      email: 'ana@example.com',
      phone: '(555) 123-4567',
    });
    expect(body).toMatchObject({ contact_method: 'phone', phone_number: '5551234567' });
    expect(body).not.toHaveProperty('chat_notes');
  });
});
