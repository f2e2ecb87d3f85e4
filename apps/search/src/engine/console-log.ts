/** The warning log used when a caller gives none: the message and its details on stderr. */
import type { WarningLog } from './types.ts';

export const consoleWarningLog: WarningLog = {
  warn: (details, message) => console.warn(message, details),
};
