/**
 * The wizard's state: the current step, the values (kept in the tab's draft), and the messages of
 * the last check. Each step is checked with its own slice of the shared schema.
 */
import { useCallback, useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { issuesToDetails, type ErrorDetail } from '@tablefor/shared';
import { errorText, messagesByField } from '@/lib/error-text';
import type { WireErrorDetail } from '@/lib/response-guards';
import type { CrawlFill } from '../lib/crawl-fill';
import { fieldOfPath } from '@/lib/restaurant-fields/restaurant-fields';
import { restaurantInputOf } from '../lib/restaurant-payload';
import { incompleteDays, type WeekHours } from '@/lib/weekly-hours';
import { clearDraft, loadDraft, saveDraft } from '../lib/wizard-draft';
import { HOURS_STEP, stepOfField, wizardSteps } from '../lib/wizard-steps';
import type { WizardField } from '../lib/wizard-values';

type FieldErrors = Partial<Record<string, ErrorDetail>>;

/** A message belongs to its field ('accessibility.note'), else its top key ('opening_hours'). */
const byField = (details: readonly WireErrorDetail[]) => messagesByField(details, fieldOfPath);

export function useWizardState() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(loadDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Once step 5 was checked, half-entered days say so as they change. */
  const [hoursChecked, setHoursChecked] = useState(false);

  useEffect(() => saveDraft(draft), [draft]);

  const forget = useCallback((...fields: string[]) => {
    setErrors((current) => {
      if (!fields.some((field) => current[field])) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  }, []);

  const setField = useCallback(
    (name: WizardField, value: string) => {
      setDraft((current) => ({ ...current, values: { ...current.values, [name]: value } }));
      forget(name);
    },
    [forget],
  );

  const setWeek = useCallback(
    (week: WeekHours) => {
      setDraft((current) => ({ ...current, week }));
      forget('operation_hours', 'opening_hours');
    },
    [forget],
  );

  const goTo = useCallback((step: number) => {
    setDraft((current) => ({ ...current, step }));
    setErrors({});
  }, []);

  /** Checks one step's fields, shows their messages, and says whether it may be left. */
  function checkStep(step: number): boolean {
    const schema = wizardSteps[step]?.schema;
    if (!schema) return false;
    const result = schema.safeParse(restaurantInputOf(draft.values, draft.week));
    const halfDays = step === HOURS_STEP ? incompleteDays(draft.week) : [];
    if (step === HOURS_STEP) setHoursChecked(true);
    setErrors(result.success ? {} : byField(issuesToDetails(result.error.issues)));
    return result.success && halfDays.length === 0;
  }

  /** The first step (from the start) that does not pass its check, or null when all do. */
  function firstInvalidStep(): number | null {
    const input = restaurantInputOf(draft.values, draft.week);
    const halfDays = incompleteDays(draft.week).length > 0;
    const index = wizardSteps.findIndex(
      (step, i) => !step.schema.safeParse(input).success || (i === HOURS_STEP && halfDays),
    );
    return index === -1 ? null : index;
  }

  /**
   * Shows reasons under their fields (the API's, or another check's) and returns the earliest step
   * they name; with `jump` that step opens.
   */
  const showServerErrors = useCallback(
    (details: readonly WireErrorDetail[], { jump = false }: { jump?: boolean } = {}) => {
      const fieldErrors = byField(details);
      setErrors(fieldErrors);
      const steps = Object.keys(fieldErrors)
        .map(stepOfField)
        .filter((step): step is number => step !== null);
      const first = steps.length > 0 ? Math.min(...steps) : null;
      if (jump && first !== null) setDraft((current) => ({ ...current, step: first }));
      return first;
    },
    [],
  );

  function applyFill(fill: CrawlFill) {
    setDraft((current) => ({
      ...current,
      step: 1,
      values: { ...current.values, ...fill.values },
      week: fill.week ?? current.week,
      siteHours: fill.siteHours,
      sitePictures: fill.pictures,
    }));
    setErrors({});
  }

  /** After the creation: the draft is done with (the page is left right after). */
  const discardDraft = clearDraft;

  const errorOf = (field: string) => {
    const detail = errors[field];
    return detail ? errorText(t, detail) : undefined;
  };

  const field = (name: WizardField) => ({
    name,
    value: draft.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setField(name, event.target.value),
    error: errorOf(name),
  });

  return {
    ...draft,
    hoursChecked,
    errorOf,
    field,
    setField,
    setWeek,
    goTo,
    checkStep,
    firstInvalidStep,
    showServerErrors,
    applyFill,
    discardDraft,
  };
}

export type WizardState = ReturnType<typeof useWizardState>;
