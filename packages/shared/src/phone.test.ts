import { expect, it } from 'vitest';
import { displayPhone, formatPhoneInput, PHONE_INPUT_MAX_LENGTH } from './phone.ts';

it('formats as the user types', () => {
  expect(formatPhoneInput('5')).toBe('(5');
  expect(formatPhoneInput('5551')).toBe('(555) 1');
  expect(formatPhoneInput('5551234567')).toBe('(555) 123-4567');
  expect(formatPhoneInput('(555) 123-45678')).toBe('(555) 123-4567');
  expect(formatPhoneInput('5551234567').length).toBe(PHONE_INPUT_MAX_LENGTH);
});

it('displays ten digits as (XXX) XXX-XXXX and leaves other text alone', () => {
  expect(displayPhone('213-555-0142')).toBe('(213) 555-0142');
  expect(displayPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
});
