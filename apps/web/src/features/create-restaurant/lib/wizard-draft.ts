/**
 * The wizard's draft in sessionStorage: one per tab, so a reload, a visit to /sign-up or a
 * sign-in keeps what was typed; cleared once the restaurant is created.
 */
import { z } from 'zod';
import { WEEKDAYS } from '@tablefor/shared';
import { emptyWeek, MAX_RANGES_PER_DAY, type WeekHours } from '@/lib/weekly-hours';
import { emptyValues, wizardFields, type WizardValues } from './wizard-values';
import { LAST_STEP } from './wizard-steps';

export const DRAFT_STORAGE_KEY = 'create-restaurant-draft';

export type WizardDraft = {
  step: number;
  values: WizardValues;
  week: WeekHours;
  siteHours: string;
  sitePictures: string[];
};

const rangeSchema = z.object({ open: z.string(), close: z.string() });
const daySchema = z.object({
  closed: z.boolean(),
  ranges: z.array(rangeSchema).min(1).max(MAX_RANGES_PER_DAY),
});
const draftSchema = z.object({
  step: z.number().int().min(0).max(LAST_STEP),
  // A field added since the draft was saved starts blank.
  values: z.object(
    Object.fromEntries(wizardFields.map((field) => [field, z.string().default('')])),
  ),
  week: z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, daySchema]))),
  siteHours: z.string(),
  sitePictures: z.array(z.string()),
});

export function emptyDraft(): WizardDraft {
  return { step: 0, values: emptyValues(), week: emptyWeek(), siteHours: '', sitePictures: [] };
}

/** The saved draft, or a fresh one when there is none or it no longer fits the form. */
export function loadDraft(): WizardDraft {
  try {
    const saved = sessionStorage.getItem(DRAFT_STORAGE_KEY);
    if (!saved) return emptyDraft();
    const parsed = draftSchema.safeParse(JSON.parse(saved));
    return parsed.success ? (parsed.data as WizardDraft) : emptyDraft();
  } catch {
    return emptyDraft();
  }
}

export function saveDraft(draft: WizardDraft): void {
  try {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the wizard still works, it just forgets on reload.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing was saved.
  }
}
