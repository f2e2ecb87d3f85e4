import { describe, expect, it } from 'vitest';
import { bookingDateRange, messageText } from '@tablefor/shared';
import { modifyFormErrors, modifyRequestBody } from './modify-form';

const LA = 'America/Los_Angeles';
// 10:00 in Los Angeles on Nov 23, 2026 (PST, UTC-8).
const now = new Date('2026-11-23T18:00:00Z');
const valid = { date: '2026-11-25', time: '19:00', partySize: '4' };
const messages = (values: typeof valid) =>
  modifyFormErrors(values, LA, now).map((e) => messageText(e.code));

describe('modify form rules', () => {
  it('accepts a future bookable time within 21 days', () => {
    expect(modifyFormErrors(valid, LA, now)).toEqual([]);
  });

  it('asks for a new date when it is empty', () => {
    expect(messages({ ...valid, date: '' })).toEqual(['Please select a new date']);
  });

  it('asks for a new time when none is bookable', () => {
    expect(messages({ ...valid, time: '' })).toEqual(['Please select a new time']);
    expect(messages({ ...valid, time: '22:30' })).toEqual(['Please select a new time']);
    expect(messages({ ...valid, time: '09:30' })).toEqual(['Please select a new time']);
  });

  it('asks for a future time when the choice has passed at the restaurant', () => {
    expect(messages({ ...valid, date: '2026-11-23', time: '10:00' })).toEqual([
      'Please select a future time',
    ]);
    expect(messages({ ...valid, date: '2026-11-22' })).toEqual(['Please select a future time']);
    expect(messages({ ...valid, date: '2026-11-23', time: '10:30' })).toEqual([]);
  });

  it('asks for the party size when it is missing or outside 1-20', () => {
    for (const partySize of ['', '0', '21']) {
      expect(messages({ ...valid, partySize })).toEqual(['Please select your party size']);
    }
    expect(messages({ ...valid, partySize: '20' })).toEqual([]);
    expect(messages({ ...valid, partySize: '1' })).toEqual([]);
  });

  it('allows today through 21 days ahead, no further', () => {
    expect(bookingDateRange('2026-11-23', 'modify')).toEqual({
      min: '2026-11-23',
      max: '2026-12-14',
    });
    expect(messages({ ...valid, date: '2026-12-14' })).toEqual([]);
    expect(messages({ ...valid, date: '2026-12-15' })).toEqual([
      'Please select a date within the next 21 days',
    ]);
  });

  it('reports every problem at once, in form order', () => {
    expect(messages({ date: '', time: '', partySize: '' })).toEqual([
      'Please select a new date',
      'Please select a new time',
      'Please select your party size',
    ]);
  });

  it('sends the restaurant wall-clock choice as UTC', () => {
    expect(modifyRequestBody(valid, LA)).toEqual({
      reservation_time: '2026-11-26 03:00:00',
      party_size: 4,
    });
  });
});
