/** 'Pacing': no limit, or the most guests whose meals start in each 15 minutes. */
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PACING_MAX_COVERS } from '@tablefor/shared';
import { TextField } from '@/components/text-field/text-field';
import type { FloorEditor } from '../hooks/use-floor-editor';
import { useFloorErrorText } from '../hooks/use-floor-error-text';
import { setPacing } from '../lib/floor-draft-edits';
import { ConsoleSection } from './console-section';
import styles from './floor-editor.module.css';
import '@/i18n/bundles/floor-texts';

const KEY = 'pacing.max_covers';

export function FloorPacing({ editor }: { editor: FloorEditor }) {
  const { t } = useTranslation();
  const name = useId();
  const messageOf = useFloorErrorText(editor.errors);
  const { pacing } = editor.draft;
  const change = (next: Partial<typeof pacing>) =>
    editor.edit((draft) => setPacing(draft, { ...draft.pacing, ...next }), KEY, 'pacing');

  return (
    <ConsoleSection title={t('floorPlan.pacing.heading')} intro={t('floorPlan.pacing.intro')}>
      <fieldset className={styles.pacing}>
        <legend className={styles.chipsLegend}>{t('floorPlan.pacing.legend')}</legend>
        <label className={styles.check}>
          <input
            type="radio"
            name={name}
            checked={!pacing.limited}
            onChange={() => change({ limited: false })}
          />
          <span>{t('floorPlan.pacing.none')}</span>
        </label>
        <label className={styles.check}>
          <input
            type="radio"
            name={name}
            checked={pacing.limited}
            onChange={() => change({ limited: true })}
          />
          <span>{t('floorPlan.pacing.limited')}</span>
        </label>
        {pacing.limited && (
          <TextField
            className={styles.pacingField}
            type="number"
            inputMode="numeric"
            min={1}
            max={PACING_MAX_COVERS}
            label={t('floorPlan.pacing.max')}
            value={pacing.max_covers}
            error={messageOf(KEY) ?? messageOf('pacing')}
            onChange={(event) => change({ max_covers: event.target.value })}
          />
        )}
      </fieldset>
    </ConsoleSection>
  );
}
