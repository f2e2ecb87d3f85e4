/** 'Turn times': how long a party keeps its table, by size; the last line covers larger parties. */
import { useTranslation } from '@/i18n/use-translation';
import { TABLE_MAX_COVERS, TURN_MAX_MINUTES, TURN_MIN_MINUTES } from '@tablefor/shared';
import { TextField } from '@/components/text-field/text-field';
import type { FloorEditor } from '../hooks/use-floor-editor';
import { useFloorErrorText } from '../hooks/use-floor-error-text';
import { addTurnTime, removeTurnTime, updateTurnTime } from '../lib/floor-draft-edits';
import type { DraftTurnTime } from '../lib/floor-draft';
import { rowFieldKey } from '../lib/floor-field-errors';
import { ConsoleSection } from './console-section';
import { AddRowButton, RemoveRowButton, useFocusWhen } from './floor-row-parts';
import { ListMessage } from './floor-list-message';
import styles from './floor-editor.module.css';
import '@/i18n/bundles/floor-texts';

export function FloorTurnTimes({ editor }: { editor: FloorEditor }) {
  const { t } = useTranslation();
  const lines = editor.draft.turn_times;
  return (
    <ConsoleSection title={t('floorPlan.turnTimes.heading')} intro={t('floorPlan.turnTimes.intro')}>
      <ListMessage editor={editor} lists={['turn_times']} />
      <ul className={styles.rows}>
        {lines.map((line, index) => (
          <TurnTimeRow
            key={line.id}
            line={line}
            last={index === lines.length - 1}
            // One line must stay: it covers every party.
            removable={lines.length > 1}
            editor={editor}
          />
        ))}
      </ul>
      <div>
        <AddRowButton onClick={() => editor.add(addTurnTime)}>
          {t('floorPlan.turnTimes.add')}
        </AddRowButton>
      </div>
    </ConsoleSection>
  );
}

type TurnTimeRowProps = {
  line: DraftTurnTime;
  last: boolean;
  removable: boolean;
  editor: FloorEditor;
};

function TurnTimeRow({ line, last, removable, editor }: TurnTimeRowProps) {
  const { t } = useTranslation();
  const messageOf = useFloorErrorText(editor.errors);
  const ref = useFocusWhen<HTMLFieldSetElement>(editor.added === line.id);
  const key = (field: string) => rowFieldKey('turn_times', line.id, field);
  const party = line.max_party.trim() || '…';
  const change = (patch: Partial<DraftTurnTime>) =>
    editor.edit((draft) => updateTurnTime(draft, line.id, patch), key('max_party'), key('minutes'));

  return (
    <li>
      <fieldset ref={ref} className={styles.row}>
        <legend className="visually-hidden">
          {t(last ? 'floorPlan.turnTimes.groupLast' : 'floorPlan.turnTimes.group', { party })}
        </legend>
        <div className={styles.turnFields}>
          <TextField
            type="number"
            inputMode="numeric"
            min={1}
            max={TABLE_MAX_COVERS}
            label={t('floorPlan.turnTimes.partyUpTo')}
            value={line.max_party}
            error={messageOf(key('max_party'))}
            onChange={(event) => change({ max_party: event.target.value })}
          />
          <TextField
            type="number"
            inputMode="numeric"
            min={TURN_MIN_MINUTES}
            max={TURN_MAX_MINUTES}
            step={5}
            label={t('floorPlan.turnTimes.minutes')}
            value={line.minutes}
            error={messageOf(key('minutes'))}
            onChange={(event) => change({ minutes: event.target.value })}
          />
          {last && <p className={styles.rowNote}>{t('floorPlan.turnTimes.larger')}</p>}
        </div>
        {removable && (
          <RemoveRowButton
            label={t('floorPlan.turnTimes.removeNamed', { party })}
            onClick={() =>
              editor.edit((draft) => removeTurnTime(draft, line.id), `turn_times.${line.id}`)
            }
          />
        )}
      </fieldset>
    </li>
  );
}
