import { describe, expect, it } from 'vitest';
import { reservationCodes, reservationMessages, reviewCodes } from '@tablefor/shared';
import { i18n, loadLanguage } from '@/i18n/i18n';
import { ApiError, apiErrorFromBody } from './api-error';
import { errorText, serverErrorMessages } from './error-text';

type Key = keyof typeof reservationCodes;
const keys = Object.keys(reservationCodes) as Key[];

describe('error texts by code', () => {
  it('are the spec texts in English, limits filled from the constants', () => {
    const t = i18n.getFixedT('en');
    for (const key of keys) {
      expect(errorText(t, { code: reservationCodes[key] })).toBe(reservationMessages[key]);
    }
    expect(errorText(t, { code: reservationCodes.tooFarAhead })).toBe(
      'Please select a date within the next 6 months',
    );
  });

  it('are all translated into Spanish', async () => {
    await loadLanguage('es');
    const es = i18n.getFixedT('es');
    for (const key of keys) {
      const text = errorText(es, { code: reservationCodes[key] });
      expect(text).not.toBe('');
      expect(text).not.toBe(reservationMessages[key]);
    }
    expect(errorText(es, { code: reservationCodes.modifyTooFarAhead })).toBe(
      'Selecciona una fecha dentro de los próximos 21 días',
    );
    await loadLanguage('en');
  });

  it('give the reservation form its four spec messages', () => {
    const t = i18n.getFixedT('en');
    const text = (key: Key) => errorText(t, { code: reservationCodes[key] });
    expect(text('partySize')).toBe('Please select party size');
    expect(text('date')).toBe('Please select a date');
    expect(text('futureTime')).toBe('Please select a future time');
    expect(text('time')).toBe('Please select a time');
  });
});

describe('serverErrorMessages', () => {
  it("translates the API's coded details, not its English sentences", async () => {
    await loadLanguage('es');
    const error = apiErrorFromBody(409, {
      errors: ['review: You have already reviewed this restaurant'],
      details: [{ field: 'review', code: reviewCodes.duplicate }],
    });
    expect(serverErrorMessages(error, i18n.getFixedT('es'))).toEqual([
      'Ya has reseñado este restaurante',
    ]);
    await loadLanguage('en');
  });

  it("shows the API's own words for an uncoded 4xx, and the generic text for a 5xx", () => {
    const t = i18n.getFixedT('en');
    expect(serverErrorMessages(apiErrorFromBody(400, { errors: ['x: Odd input'] }), t)).toEqual([
      'Odd input',
    ]);
    expect(serverErrorMessages(new ApiError(500, 'boom'), t)).toEqual([
      'An error occurred. Please try again.',
    ]);
  });

  it("shows the API's own words for a code this app does not know", () => {
    const error = apiErrorFromBody(400, {
      errors: ['x: Something new'],
      details: [{ field: 'x', code: 'future.code' }],
    });
    expect(serverErrorMessages(error, i18n.getFixedT('en'))).toEqual(['Something new']);
  });
});
