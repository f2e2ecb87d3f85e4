/**
 * The claim flow's e-mails, in the claimant's language (English or Spanish), as plain text and
 * HTML. Each is queued with `queueEmail` in the transaction of the record that causes it.
 */
import { CLAIM_CODE_TTL_MINUTES } from '@tablefor/shared';
import { composeEmail as compose, type Language, type Letter } from '../mail/compose-email.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';

export { languageOf } from '../mail/compose-email.ts';

export function claimCodeEmail(
  to: string,
  language: Language,
  { code, restaurantName }: { code: string; restaurantName: string },
): OutgoingEmail {
  const minutes = CLAIM_CODE_TTL_MINUTES;
  const letter: Letter =
    language === 'es'
      ? {
          subject: `Tu código de verificación para ${restaurantName}`,
          paragraphs: [
            `Usa este código para verificar que gestionas ${restaurantName}:`,
            `El código es válido durante ${minutes} minutos y solo puede usarse una vez.`,
            'Si no lo has solicitado, ignora este mensaje.',
          ],
          code,
        }
      : {
          subject: `Your verification code for ${restaurantName}`,
          paragraphs: [
            `Use this code to verify that you manage ${restaurantName}:`,
            `The code is valid for ${minutes} minutes and can be used once.`,
            'If you did not ask for it, you can ignore this message.',
          ],
          code,
        };
  return compose('claim.code', to, language, letter);
}

export function claimSubmittedEmail(
  to: string,
  language: Language,
  { restaurantName }: { restaurantName: string },
): OutgoingEmail {
  const letter: Letter =
    language === 'es'
      ? {
          subject: 'Solicitud de reclamación enviada',
          paragraphs: [
            `Hemos recibido tu solicitud para reclamar ${restaurantName}.`,
            'Verificaremos la titularidad en un plazo de 24 a 48 horas y te escribiremos cuando se apruebe.',
          ],
        }
      : {
          subject: 'Claim Request Submitted',
          paragraphs: [
            `We have received your request to claim ${restaurantName}.`,
            'We will verify ownership within 24-48 hours and e-mail you when it is approved.',
          ],
        };
  return compose('claim.submitted', to, language, letter);
}

export function claimDecisionEmail(
  to: string,
  language: Language,
  decision: { restaurantName: string; approved: boolean; reason: string | null },
): OutgoingEmail {
  const name = decision.restaurantName;
  const reason = decision.reason ?? '';
  const letter: Letter =
    language === 'es'
      ? decision.approved
        ? {
            subject: `Tu reclamación de ${name} ha sido aprobada`,
            paragraphs: [`Ya eres propietario de ${name} y puedes gestionar su ficha.`],
          }
        : {
            subject: `Tu reclamación de ${name} ha sido rechazada`,
            paragraphs: [`No hemos podido aprobar tu reclamación de ${name}.`, `Motivo: ${reason}`],
          }
      : decision.approved
        ? {
            subject: `Your claim of ${name} was approved`,
            paragraphs: [`You are now an owner of ${name} and can manage its listing.`],
          }
        : {
            subject: `Your claim of ${name} was not approved`,
            paragraphs: [`We could not approve your claim of ${name}.`, `Reason: ${reason}`],
          };
  return compose(`claim.${decision.approved ? 'approved' : 'rejected'}`, to, language, letter);
}
