/** The e-mail that carries a reset link, in the language the link was asked for in. */
import { PASSWORD_RESET_TTL_MINUTES } from '@tablefor/shared';
import { composeEmail, type Language, type Letter } from '../mail/compose-email.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';

export const PASSWORD_RESET_MAIL_KIND = 'auth.password-reset';

/** The page that takes the token: `/reset-password?token=`. */
export function passwordResetLink(publicUrl: string, token: string): string {
  const url = new URL('/reset-password', publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

export function passwordResetEmail(
  to: string,
  language: Language,
  { firstName, link }: { firstName: string; link: string },
): OutgoingEmail {
  const minutes = PASSWORD_RESET_TTL_MINUTES;
  const letter: Letter =
    language === 'es'
      ? {
          subject: 'Restablece tu contraseña de TableFor',
          paragraphs: [
            `Hola, ${firstName}: alguien ha pedido restablecer la contraseña de tu cuenta.`,
            `El enlace es válido durante ${minutes} minutos y solo puede usarse una vez. Al elegir una contraseña nueva se cerrará tu sesión en todos los dispositivos.`,
            'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.',
          ],
          link: { label: 'Elegir una contraseña nueva', url: link },
        }
      : {
          subject: 'Reset your TableFor password',
          paragraphs: [
            `Hi ${firstName}, someone asked to reset the password of your account.`,
            `The link is valid for ${minutes} minutes and can be used once. Choosing a new password signs you out on every device.`,
            'If you did not ask for it, you can ignore this message: your password will not change.',
          ],
          link: { label: 'Choose a new password', url: link },
        };
  return composeEmail(PASSWORD_RESET_MAIL_KIND, to, language, letter);
}
