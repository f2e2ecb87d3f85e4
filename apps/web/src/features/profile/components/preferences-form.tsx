/** The preferences as ticks, a note, a seating choice, a reminder switch and a language. */
import { useState, type FormEvent } from 'react';
import {
  dietaryNeeds,
  DIETARY_NOTE_MAX,
  dinerPreferencesSchema,
  LANGUAGE_CODES,
  LANGUAGES,
  issuesToFieldErrors,
  seatingPreferences,
  type DietaryNeed,
  type DinerPreferences,
  type ErrorDetail,
} from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Notice } from '@/components/notice/notice';
import { Select } from '@/components/select/select';
import { TextAreaField } from '@/components/text-area-field/text-area-field';
import { errorText, serverErrorMessages } from '@/lib/error-text';
import { useSavePreferences } from '../api/preferences';
import { capitalized } from '../lib/preferences-summary';
import styles from './profile.module.css';

type Props = { userId: number; saved: DinerPreferences };

export function PreferencesForm({ userId, saved }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<DinerPreferences>(saved);
  const [errors, setErrors] = useState<Partial<Record<string, ErrorDetail>>>({});
  const [done, setDone] = useState(false);
  const save = useSavePreferences(userId);
  const dietaryId = 'preferences-dietary';
  const mailId = 'preferences-mail';

  function change(next: Partial<DinerPreferences>) {
    setDone(false);
    setErrors({});
    setValues((current) => ({ ...current, ...next }));
  }
  function toggle(need: DietaryNeed, on: boolean) {
    const dietary = on ? [...values.dietary, need] : values.dietary.filter((n) => n !== need);
    change({ dietary: dietaryNeeds.filter((n) => dietary.includes(n)) });
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = dinerPreferencesSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        setValues(answer);
        setDone(true);
      },
    });
  }
  const noteError = errors.dietary_note;
  const noteLength = values.dietary_note.length;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {done && (
        <Notice tone="success" live>
          <p>{t('profile.preferences.saved')}</p>
        </Notice>
      )}
      <ErrorList messages={save.isError ? serverErrorMessages(save.error, t) : []} />
      <fieldset className={styles.fieldset} aria-labelledby={dietaryId}>
        <legend id={dietaryId} className={styles.legend}>
          {t('profile.preferences.dietaryTitle')}
        </legend>
        <ul className={styles.ticks}>
          {dietaryNeeds.map((need) => (
            <li key={need}>
              <label className={styles.tick}>
                <input
                  type="checkbox"
                  name="dietary"
                  value={need}
                  checked={values.dietary.includes(need)}
                  onChange={(event) => toggle(need, event.target.checked)}
                />
                {capitalized(t(`profile.dietary.${need}`))}
              </label>
            </li>
          ))}
        </ul>
        <TextAreaField
          label={t('profile.preferences.note')}
          hint={t('profile.preferences.noteHint')}
          name="dietary_note"
          rows={3}
          value={values.dietary_note}
          onChange={(event) => change({ dietary_note: event.target.value })}
          error={noteError ? errorText(t, noteError) : undefined}
          counter={{
            text: t('profile.preferences.noteCount', {
              count: noteLength,
              max: DIETARY_NOTE_MAX,
            }),
            over: noteLength > DIETARY_NOTE_MAX,
          }}
        />
        <Select
          label={t('profile.preferences.seating')}
          name="seating"
          value={values.seating}
          onChange={(event) =>
            change({ seating: event.target.value as DinerPreferences['seating'] })
          }
          options={seatingPreferences.map((value) => ({
            value,
            label: t(`profile.seating.${value}`),
          }))}
        />
      </fieldset>
      <fieldset className={styles.fieldset} aria-labelledby={mailId}>
        <legend id={mailId} className={styles.legend}>
          {t('profile.preferences.mailTitle')}
        </legend>
        <label className={styles.tick}>
          <input
            type="checkbox"
            name="reminder_emails"
            checked={values.reminder_emails}
            onChange={(event) => change({ reminder_emails: event.target.checked })}
          />
          {t('profile.preferences.reminders')}
        </label>
        <Select
          label={t('profile.preferences.language')}
          name="language"
          value={values.language}
          onChange={(event) =>
            change({ language: event.target.value as DinerPreferences['language'] })
          }
          options={LANGUAGE_CODES.map((code) => ({ value: code, label: LANGUAGES[code].name }))}
        />
      </fieldset>
      <div>
        <Button type="submit" loading={save.isPending}>
          {t('profile.preferences.save')}
        </Button>
      </div>
    </form>
  );
}
