/** US phone numbers: 10 digits, shown as (555) 123-4567 (14 characters at most). */
export const PHONE_INPUT_MAX_LENGTH = 14;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 10);
}

/** Formats as the user types: '555' -> '(555', '5551234' -> '(555) 123-4', ten digits in full. */
export function formatPhoneInput(value: string): string {
  const digits = phoneDigits(value);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Displays a stored 10-digit number as (XXX) XXX-XXXX; anything else is shown as it is. */
export function displayPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 ? formatPhoneInput(digits) : value;
}
