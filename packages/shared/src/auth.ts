/** Account contracts: sign-up, sign-in, admin sign-up, and the user the API presents. */
import { z } from 'zod';

import {
  authCodes,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth-messages.ts';

const m = authCodes;

const requiredText = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required });

export const emailSchema = requiredText(m.emailRequired)
  .max(254, { error: m.emailInvalid })
  .refine((value) => /^[^\s@]+@[^\s@]+$/.test(value), { error: m.emailInvalid })
  .transform((value) => value.toLowerCase());

/** A password an account is given: at sign-up, by a reset link, or changed while signed in. */
export const newPasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: m.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: m.passwordTooLong });

export const signupInputSchema = z.object({
  username: requiredText(m.usernameRequired).max(NAME_MAX_LENGTH, { error: m.usernameTooLong }),
  email: emailSchema,
  first_name: requiredText(m.firstNameRequired).max(NAME_MAX_LENGTH, { error: m.firstNameTooLong }),
  last_name: requiredText(m.lastNameRequired).max(NAME_MAX_LENGTH, { error: m.lastNameTooLong }),
  password: newPasswordSchema,
});
export type SignupInput = z.infer<typeof signupInputSchema>;

/** The sign-up form adds the confirmation, checked in the browser only. */
export const signupFormSchema = signupInputSchema
  .extend({
    confirm_password: z.string({ error: m.confirmRequired }).min(1, { error: m.confirmRequired }),
  })
  .refine((form) => form.password === form.confirm_password, {
    error: m.confirmMismatch,
    path: ['confirm_password'],
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      'confirm_password' in payload.value &&
      Boolean((payload.value as { confirm_password?: string }).confirm_password),
  });
export type SignupForm = z.infer<typeof signupFormSchema>;

export const loginInputSchema = z.object({
  email: requiredText(m.emailRequired).transform((value) => value.toLowerCase()),
  password: z.string({ error: m.loginPasswordRequired }).min(1, { error: m.loginPasswordRequired }),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const adminSignupInputSchema = z.object({
  email: requiredText(m.adminEmailRequired)
    .refine((value) => /^[^\s@]+@[^\s@]+$/.test(value), { error: m.emailInvalid })
    .transform((value) => value.toLowerCase()),
  username: requiredText(m.adminUsernameRequired).max(NAME_MAX_LENGTH, {
    error: m.usernameTooLong,
  }),
  first_name: requiredText(m.adminFirstNameRequired).max(NAME_MAX_LENGTH, {
    error: m.firstNameTooLong,
  }),
  last_name: requiredText(m.adminLastNameRequired).max(NAME_MAX_LENGTH, {
    error: m.lastNameTooLong,
  }),
  password: z
    .string({ error: m.adminPasswordRequired })
    .min(1, { error: m.adminPasswordRequired })
    .min(PASSWORD_MIN_LENGTH, { error: m.passwordTooShort })
    .max(PASSWORD_MAX_LENGTH, { error: m.passwordTooLong }),
  admin_secret_key: requiredText(m.adminSecretRequired),
});
export type AdminSignupInput = z.infer<typeof adminSignupInputSchema>;

export const adminSignupFormSchema = adminSignupInputSchema
  .extend({
    confirm_password: z
      .string({ error: m.adminConfirmRequired })
      .min(1, { error: m.adminConfirmRequired }),
  })
  .refine((form) => form.password === form.confirm_password, {
    error: m.adminPasswordsMismatch,
    path: ['confirm_password'],
  });

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** The one administrator flag. */
  is_admin: z.boolean(),
  saved_restaurants: z.array(z.number().int()),
});
export type User = z.infer<typeof userSchema>;

/** Sign-in and sign-up answer: the token, its expiry, and the user's fields (flat, as the spec has it). */
export const authResponseSchema = userSchema.extend({
  access_token: z.string(),
  expires_at: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const refreshResponseSchema = z.object({ access_token: z.string(), expires_at: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;
