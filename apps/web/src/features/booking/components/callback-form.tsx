/**
 * The phone-call confirmation: name, e-mail and a US number (formatted as typed), the promise of a
 * call within 15 minutes, then 1.5 s of 'requesting' and 2 s of 'requested' before the reservation.
 */
import {
  callbackFormSchema,
  formatPhoneInput,
  PHONE_INPUT_MAX_LENGTH,
  reservationCodes,
  type CallbackForm as CallbackValues,
} from '@tablefor/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/text-field/text-field';
import { errorText, refusalReasons } from '@/lib/error-text';
import { useZodForm } from '@/lib/use-zod-form';
import styles from './callback-form.module.css';
import '@/i18n/bundles/booking-texts';

export type CallbackTiming = { requestDelay: number; confirmDelay: number };
export const defaultCallbackTiming: CallbackTiming = { requestDelay: 1500, confirmDelay: 2000 };

type CallbackFormProps = {
  defaults: { name: string; email: string };
  /** Books the table; resolves to what happens after the confirmation, or rejects. */
  onRequest: (values: CallbackValues) => Promise<() => void>;
  /** Whether a failure is shown here (true) or handled by the page (false: a taken time). */
  onFailure: (error: unknown) => boolean;
  timing?: CallbackTiming;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function CallbackForm({
  defaults,
  onRequest,
  onFailure,
  timing = defaultCallbackTiming,
}: CallbackFormProps) {
  const { t } = useTranslation();
  const form = useZodForm(callbackFormSchema, { ...defaults, phone: '' });
  const [phase, setPhase] = useState<'idle' | 'sending' | 'sent'>('idle');
  /** The failure shown above the fields: the API's reasons, or none for the form's own sentence. */
  const [failure, setFailure] = useState<string[] | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    setFailure(null);
    const values = form.validate();
    if (!values) return;
    setPhase('sending');
    await wait(timing.requestDelay);
    // Closing the dialog while it 'dials' cancels the request.
    if (!mounted.current) return;
    try {
      const open = await onRequest(values);
      if (!mounted.current) return;
      setPhase('sent');
      await wait(timing.confirmDelay);
      if (mounted.current) open();
    } catch (error) {
      if (!mounted.current) return;
      setPhase('idle');
      setFailure(onFailure(error) ? refusalReasons(error, t) : null);
    }
  };

  const field = (name: 'name' | 'email' | 'phone') => form.field(name);

  if (phase === 'sent') {
    return (
      <div className={styles.sent} role="status">
        <span className={styles.check} aria-hidden="true">
          ✓
        </span>
        <p className={styles.sentTitle}>{t('booking.callback.successTitle')}</p>
        <p>{t('booking.callback.successText', { phone: form.values.phone })}</p>
      </div>
    );
  }

  const phone = field('phone');
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.promise}>{t('booking.callback.promise')}</p>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure.length > 0
            ? failure.join(' ')
            : errorText(t, { code: reservationCodes.callbackFailed })}
        </p>
      )}
      <TextField label={t('booking.callback.name')} autoComplete="name" {...field('name')} />
      <TextField
        label={t('booking.callback.email')}
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <TextField
        label={t('booking.callback.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(555) 123-4567"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        hint={t('booking.callback.phoneHint')}
        {...phone}
        onChange={(event) => form.setField('phone', formatPhoneInput(event.target.value))}
      />
      <Button type="submit" size="lg" fullWidth loading={phase === 'sending'}>
        {phase === 'sending' ? t('booking.callback.sending') : t('booking.callback.submit')}
      </Button>
    </form>
  );
}
