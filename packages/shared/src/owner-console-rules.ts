/** The owner console's limits and messages: zod-free, so pages load them cheaply. */
import { messageCodes, messageEntries, messageTexts } from './messages/define-messages.ts';
import { DECLINE_REASON_MAX_LENGTH } from './reservation-rules.ts';

/** The longest range one CSV export covers. */
export const EXPORT_MAX_DAYS = 92;
/** The CSV file's columns, in order (the header row). */
export const reservationExportColumns = [
  'reservation_id',
  'date',
  'time',
  'party_size',
  'status',
  'guest_name',
  'email',
  'phone_number',
  'contact_method',
  'notes',
  'booked_at',
] as const;

const ownerConsoleMessageDefinitions = {
  notCallback: 'Only a callback request can be confirmed or declined',
  reasonRequired: 'Please give the guest a reason',
  reasonTooLong: {
    text: 'The reason must be at most {{max}} characters',
    params: { max: DECLINE_REASON_MAX_LENGTH },
  },
  notStarted: 'A reservation can be marked once its time has come',
  notMarkable: 'Only a confirmed or seated reservation can be marked',
  notCancellable: 'Only a confirmed reservation can be cancelled; a callback request is declined',
  cancelStarted: 'A reservation whose time has come cannot be cancelled',
  rangeOrder: 'The end date must not be before the start date',
  rangeTooLong: {
    text: 'Export at most {{days}} days at a time',
    params: { days: EXPORT_MAX_DAYS },
  },
} as const;

export const ownerConsoleMessages = /* @__PURE__ */ messageTexts(ownerConsoleMessageDefinitions);
export const ownerConsoleCodes = /* @__PURE__ */ messageCodes(
  'ownerConsole',
  ownerConsoleMessageDefinitions,
);
export const ownerConsoleMessageEntries = /* @__PURE__ */ messageEntries(
  'ownerConsole',
  ownerConsoleMessageDefinitions,
);
