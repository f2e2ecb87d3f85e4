/**
 * Password contracts: asking for a reset link, setting a new password with it, and changing the
 * password while signed in. A new password follows sign-up's rules (newPasswordSchema).
 */
import { z } from 'zod';

import { authCodes } from './auth-messages.ts';
import { emailSchema, newPasswordSchema } from './auth.ts';
import { passwordCodes, PASSWORD_RESET_TOKEN_MAX_LENGTH } from './password-messages.ts';

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The one answer to every well-formed request, whether or not the address has an account. */
export const passwordResetRequestedSchema = z.object({ message: z.string() });

export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ error: passwordCodes.linkInvalid })
    .min(1, { error: passwordCodes.linkInvalid })
    .max(PASSWORD_RESET_TOKEN_MAX_LENGTH, { error: passwordCodes.linkInvalid }),
  password: newPasswordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

export const passwordChangeInputSchema = z.object({
  current_password: z
    .string({ error: passwordCodes.currentRequired })
    .min(1, { error: passwordCodes.currentRequired }),
  password: newPasswordSchema,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeInputSchema>;

/** The new password typed twice, as sign-up's form asks; checked in the browser only. */
const confirmation = {
  confirm_password: z
    .string({ error: authCodes.confirmRequired })
    .min(1, { error: authCodes.confirmRequired }),
};
const typedTwice = (form: { password: string; confirm_password: string }) =>
  form.password === form.confirm_password;
const mismatch = { error: authCodes.confirmMismatch, path: ['confirm_password'] };

export const passwordResetFormSchema = z
  .object({ password: newPasswordSchema, ...confirmation })
  .refine(typedTwice, mismatch);
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;

export const passwordChangeFormSchema = passwordChangeInputSchema
  .extend(confirmation)
  .refine(typedTwice, mismatch);
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;
