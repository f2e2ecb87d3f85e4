/**
 * The claim flow's e-mails, in the claimant's language, as plain text and HTML; the sentences
 * are the catalogues' (src/texts). Each is queued with `queueEmail` in the transaction of the
 * record that causes it.
 */
import { CLAIM_CODE_TTL_MINUTES, type Language } from '@tablefor/shared';
import { textsIn } from '../../texts/texts.ts';
import { composeEmail as compose } from '../mail/compose-email.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';

export { languageOf } from '../mail/compose-email.ts';

export function claimCodeEmail(
  to: string,
  language: Language,
  { code, restaurantName: name }: { code: string; restaurantName: string },
): OutgoingEmail {
  const t = textsIn(language);
  return compose('claim.code', to, language, {
    subject: t('claim.code.subject', { name }),
    paragraphs: [
      t('claim.code.intro', { name }),
      t('claim.code.validity', { minutes: CLAIM_CODE_TTL_MINUTES }),
      t('claim.code.ignore'),
    ],
    code,
  });
}

export function claimSubmittedEmail(
  to: string,
  language: Language,
  { restaurantName: name }: { restaurantName: string },
): OutgoingEmail {
  const t = textsIn(language);
  return compose('claim.submitted', to, language, {
    subject: t('claim.submitted.subject'),
    paragraphs: [t('claim.submitted.received', { name }), t('claim.submitted.next')],
  });
}

export function claimDecisionEmail(
  to: string,
  language: Language,
  decision: { restaurantName: string; approved: boolean; reason: string | null },
): OutgoingEmail {
  const t = textsIn(language);
  const name = decision.restaurantName;
  const letter = decision.approved
    ? {
        subject: t('claim.approved.subject', { name }),
        paragraphs: [t('claim.approved.body', { name })],
      }
    : {
        subject: t('claim.rejected.subject', { name }),
        paragraphs: [
          t('claim.rejected.body', { name }),
          t('claim.rejected.reason', { reason: decision.reason ?? '' }),
        ],
      };
  return compose(`claim.${decision.approved ? 'approved' : 'rejected'}`, to, language, letter);
}
