/**
 * The diner's own account: names and username (sign-up's rules), a new e-mail address confirmed
 * by a link sent to it, and the preferences that travel with every booking.
 */
import { z } from 'zod';

import { dietaryNeeds, DIETARY_NOTE_MAX, seatingPreferences } from './account-rules.ts';
import { signupInputSchema, emailSchema } from './auth.ts';
import { LANGUAGE_CODES } from './languages.ts';
import { EMAIL_CHANGE_TOKEN_MAX_LENGTH, profileCodes as m } from './profile-messages.ts';

/** PATCH /api/users/{id}/profile: the names and username, as sign-up holds them. */
export const profileInputSchema = signupInputSchema.pick({
  first_name: true,
  last_name: true,
  username: true,
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** POST /api/users/{id}/email-change: the new address and the account's current password. */
export const emailChangeInputSchema = z.object({
  email: emailSchema,
  password: z.string({ error: m.passwordRequired }).min(1, { error: m.passwordRequired }),
});
export type EmailChangeInput = z.infer<typeof emailChangeInputSchema>;

/** The 202 answer: the link is on its way to the new address; nothing has changed yet. */
export const emailChangeRequestedSchema = z.object({ message: z.string(), email: z.string() });
export type EmailChangeRequested = z.infer<typeof emailChangeRequestedSchema>;

/** POST /api/auth/email-change/confirm: the token of the link sent to the new address. */
export const emailChangeConfirmSchema = z.object({
  token: z
    .string({ error: m.linkInvalid })
    .min(1, { error: m.linkInvalid })
    .max(EMAIL_CHANGE_TOKEN_MAX_LENGTH, { error: m.linkInvalid }),
});
export type EmailChangeConfirm = z.infer<typeof emailChangeConfirmSchema>;

export const emailChangedSchema = z.object({ email: z.string() });
export type EmailChanged = z.infer<typeof emailChangedSchema>;

/** GET and PUT /api/users/{id}/preferences; an account without a row has the defaults. */
export const dinerPreferencesSchema = z.object({
  dietary: z
    .array(z.enum(dietaryNeeds, { error: m.dietaryUnknown }), { error: m.dietaryUnknown })
    .max(dietaryNeeds.length, { error: m.dietaryUnknown })
    .transform((needs) => dietaryNeeds.filter((need) => needs.includes(need))),
  dietary_note: z
    .string({ error: m.noteTooLong })
    .trim()
    .max(DIETARY_NOTE_MAX, { error: m.noteTooLong }),
  seating: z.enum(seatingPreferences, { error: m.seatingUnknown }),
  reminder_emails: z.boolean(),
  language: z.enum(LANGUAGE_CODES, { error: m.languageUnknown }),
});
export type DinerPreferences = z.output<typeof dinerPreferencesSchema>;
export type DinerPreferencesInput = z.input<typeof dinerPreferencesSchema>;

/**
 * What the booked restaurant reads beside a booking made by an account that set any of them,
 * while the booking stands; null otherwise.
 */
export const guestPreferencesSchema = z
  .object({
    dietary: z.array(z.enum(dietaryNeeds)),
    dietary_note: z.string(),
    seating: z.enum(seatingPreferences),
  })
  .nullable();
export type GuestPreferences = z.infer<typeof guestPreferencesSchema>;
