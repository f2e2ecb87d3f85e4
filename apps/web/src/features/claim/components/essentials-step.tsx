/**
 * Step 2, Business Essentials: three accordions: contact (phone, e-mail, website), booking
 * (phone, the TableFor widget, or an external system with its URL), and optional photos and menu.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { bookingMethods, formatPhoneInput, PHONE_INPUT_MAX_LENGTH } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/text-field/text-field';
import { errorText } from '@/lib/error-text';
import type { ClaimFlowState } from '../hooks/use-claim-flow';
import { essentialsProblems, type EssentialsField } from '../lib/essentials-problems';
import { Accordion } from './accordion';
import { MediaPicker } from './media-picker';
import { StepFrame } from './step-frame';
import frame from './claim-step.module.css';
import styles from './essentials.module.css';

type Section = 'contact' | 'booking' | 'media';
const SECTION_OF: Record<EssentialsField, Section> = {
  phone: 'contact',
  email: 'contact',
  website: 'contact',
  bookingMethod: 'booking',
  externalBookingUrl: 'booking',
};

export function EssentialsStep({ flow }: { flow: ClaimFlowState }) {
  const { t } = useTranslation();
  const { values, update } = flow;
  const [open, setOpen] = useState<Section[]>(['contact', 'booking']);
  const [checked, setChecked] = useState(false);
  /** Counts refused Continues: after each, the first field with a message takes the focus. */
  const [refusals, setRefusals] = useState(0);
  const body = useRef<HTMLDivElement>(null);
  const problems = checked ? essentialsProblems(values) : {};
  const message = (field: EssentialsField) => {
    const code = problems[field];
    return code ? errorText(t, { code }) : undefined;
  };
  const toggle = (section: Section) =>
    setOpen((current) =>
      current.includes(section) ? current.filter((s) => s !== section) : [...current, section],
    );

  useEffect(() => {
    if (refusals === 0) return;
    body.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input')
      ?.focus();
  }, [refusals]);

  function next() {
    setChecked(true);
    const found = essentialsProblems(values);
    const fields = Object.keys(found) as EssentialsField[];
    if (fields.length > 0) {
      // Open every section that has a message, so none is hidden.
      setOpen((current) => [...new Set([...current, ...fields.map((f) => SECTION_OF[f])])]);
      setRefusals((count) => count + 1);
      return;
    }
    flow.complete(2);
  }

  return (
    <StepFrame
      title={t('claim.essentials.title')}
      intro={t('claim.essentials.intro')}
      actions={
        <>
          <Button variant="secondary" onClick={() => flow.goTo(1)}>
            {t('claim.back')}
          </Button>
          <Button onClick={next}>{t('claim.continue')}</Button>
        </>
      }
    >
      <div ref={body} className={frame.stack}>
        <Accordion
          id="contact"
          title={t('claim.essentials.contact')}
          open={open.includes('contact')}
          onToggle={() => toggle('contact')}
        >
          <TextField
            label={t('claim.essentials.phone')}
            type="tel"
            autoComplete="tel"
            placeholder="(XXX) XXX-XXXX"
            maxLength={PHONE_INPUT_MAX_LENGTH}
            value={values.phone}
            onChange={(event) => update({ phone: formatPhoneInput(event.target.value) })}
            error={message('phone')}
          />
          <TextField
            label={t('claim.essentials.email')}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => update({ email: event.target.value })}
            error={message('email')}
          />
          <TextField
            label={t('claim.essentials.website')}
            type="url"
            placeholder={t('claim.essentials.websitePlaceholder')}
            value={values.website}
            onChange={(event) => update({ website: event.target.value })}
            error={message('website')}
          />
        </Accordion>

        <Accordion
          id="booking"
          title={t('claim.essentials.booking')}
          open={open.includes('booking')}
          onToggle={() => toggle('booking')}
        >
          <fieldset
            className={frame.fieldset}
            aria-describedby={problems.bookingMethod ? 'booking-method-error' : undefined}
            data-invalid={problems.bookingMethod ? true : undefined}
          >
            <legend className={frame.legend}>{t('claim.essentials.bookingLegend')}</legend>
            <div className={styles.choiceGrid}>
              {bookingMethods.map((method) => (
                <label key={method} className={styles.choice}>
                  <input
                    type="radio"
                    name="booking-method"
                    value={method}
                    checked={values.bookingMethod === method}
                    onChange={() => update({ bookingMethod: method })}
                  />
                  <span>
                    <span className={frame.choiceTitle}>
                      {t(`claim.essentials.methods.${method}.title`)}
                    </span>
                    <span className={frame.choiceText}>
                      {t(`claim.essentials.methods.${method}.text`)}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {message('bookingMethod') && (
              <p id="booking-method-error" className={frame.error}>
                {message('bookingMethod')}
              </p>
            )}
          </fieldset>
          {values.bookingMethod === 'external' && (
            <TextField
              label={t('claim.essentials.externalUrl')}
              type="url"
              placeholder="https://"
              value={values.externalBookingUrl}
              onChange={(event) => update({ externalBookingUrl: event.target.value })}
              error={message('externalBookingUrl')}
            />
          )}
        </Accordion>

        <Accordion
          id="media"
          title={t('claim.essentials.media')}
          note={t('claim.essentials.mediaOptional')}
          open={open.includes('media')}
          onToggle={() => toggle('media')}
        >
          <MediaPicker flow={flow} />
        </Accordion>
      </div>
    </StepFrame>
  );
}
