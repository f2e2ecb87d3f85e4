import { describe, expect, it } from 'vitest';
import { reservationMessages } from '@tablefor/shared';
import i18n from 'i18next';
import { en } from '@/i18n/catalog-en';
import { es } from '@/i18n/catalog-es';
import { formErrorMessageKey, translateReservationMessage } from './booking-messages';

describe('booking messages', () => {
  it('are the spec texts in English, one key per shared reservation message', () => {
    expect(en.booking.messages).toEqual(reservationMessages);
  });

  it('are all translated into Spanish', () => {
    for (const key of Object.keys(reservationMessages) as (keyof typeof reservationMessages)[]) {
      expect(es.booking.messages[key]).not.toBe('');
      expect(es.booking.messages[key]).not.toBe(reservationMessages[key]);
    }
  });

  it('translate a shared message by its text and leave others alone', () => {
    const t = i18n.getFixedT('en');
    expect(translateReservationMessage(t, 'Please enter a valid 10-digit phone number')).toBe(
      'Please enter a valid 10-digit phone number',
    );
    expect(translateReservationMessage(t, 'Something else')).toBe('Something else');
  });

  it('give the reservation form its four spec messages', () => {
    const t = i18n.getFixedT('en');
    const text = (error: keyof typeof formErrorMessageKey) =>
      t(`booking.messages.${formErrorMessageKey[error]}`);
    expect(text('partySize')).toBe('Please select party size');
    expect(text('date')).toBe('Please select a date');
    expect(text('futureTime')).toBe('Please select a future time');
    expect(text('time')).toBe('Please select a time');
  });
});
