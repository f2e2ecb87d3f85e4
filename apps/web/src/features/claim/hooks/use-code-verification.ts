/**
 * Step 1's exchange with the backend: sending the code (with the resend countdown), the six
 * digits, checking them, and on success the verified address and step 2 after 1 s.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import {
  CLAIM_CODE_LENGTH,
  CLAIM_RESEND_COOLDOWN_SECONDS,
  CLAIM_VERIFIED_ADVANCE_MS,
  claimCodes,
  claimEmailSchema,
  isMessageCode,
  type ClaimPreview,
} from '@tablefor/shared';
import { currentLanguage } from '@/i18n/i18n';
import { errorText } from '@/lib/error-text';
import type { ClaimBackend } from '../lib/claim-backend';
import { claimFailure, retryAfterSeconds } from '../lib/claim-errors';
import type { ClaimFlowState } from './use-claim-flow';
import { useCountdown } from './use-countdown';

const emptyCode = () => Array.from({ length: CLAIM_CODE_LENGTH }, () => '');

type Message = { tone: 'success' | 'danger'; texts: string[] } | null;

export function useCodeVerification(
  restaurant: ClaimPreview,
  backend: ClaimBackend,
  flow: ClaimFlowState,
) {
  const { t } = useTranslation();
  const { values, update, complete } = flow;
  const [emailError, setEmailError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const cooldown = useCountdown();
  const [digits, setDigits] = useState(emptyCode);
  const [verifying, setVerifying] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [codeInvalid, setCodeInvalid] = useState(false);
  const emailForm = useRef<HTMLFormElement>(null);
  const advance = useRef<ReturnType<typeof setTimeout>>(undefined);
  const verified = values.verifiedEmail !== null;

  useEffect(() => () => clearTimeout(advance.current), []);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const email = claimEmailSchema.safeParse(values.email);
    if (!email.success) {
      const issue = email.error.issues[0]?.message ?? '';
      setEmailError(errorText(t, { code: isMessageCode(issue) ? issue : claimCodes.emailInvalid }));
      emailForm.current?.querySelector('input')?.focus();
      return;
    }
    setEmailError(undefined);
    setSending(true);
    setMessage(null);
    try {
      await backend.sendCode({
        email: email.data,
        restaurantId: restaurant.id,
        language: currentLanguage(),
      });
      setSentTo(email.data);
      setDigits(emptyCode());
      setCodeInvalid(false);
      cooldown.start(CLAIM_RESEND_COOLDOWN_SECONDS);
      setMessage({ tone: 'success', texts: [errorText(t, { code: claimCodes.codeSent })] });
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait !== null) {
        setSentTo(email.data);
        cooldown.start(wait);
      }
      setMessage({ tone: 'danger', texts: claimFailure(error, t, claimCodes.sendFailed) });
    } finally {
      setSending(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) return;
    const code = digits.join('');
    if (code.length < CLAIM_CODE_LENGTH) {
      setCodeInvalid(true);
      setMessage({ tone: 'danger', texts: [errorText(t, { code: claimCodes.codeIncomplete })] });
      return;
    }
    setVerifying(true);
    setMessage(null);
    try {
      await backend.verifyCode({ email: sentTo, restaurantId: restaurant.id, code });
      setCodeInvalid(false);
      setMessage({ tone: 'success', texts: [errorText(t, { code: claimCodes.codeVerified })] });
      update({ verifiedEmail: sentTo, email: sentTo });
      advance.current = setTimeout(() => complete(1), CLAIM_VERIFIED_ADVANCE_MS);
    } catch (error) {
      setCodeInvalid(true);
      setMessage({ tone: 'danger', texts: claimFailure(error, t, claimCodes.codeInvalid) });
    } finally {
      setVerifying(false);
    }
  }

  return {
    emailError,
    sentTo,
    sending,
    resendIn: sentTo ? cooldown.seconds : 0,
    digits,
    setDigits: (next: string[]) => {
      setDigits(next);
      setCodeInvalid(false);
    },
    codeInvalid,
    verifying,
    verified,
    message,
    emailForm,
    send,
    verify,
  };
}
