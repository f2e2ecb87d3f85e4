/** 'Combinations': tables pushed together for larger parties, each with its fewest and most guests. */
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { TABLE_MAX_COVERS } from '@tablefor/shared';
import { TextField } from '@/components/text-field/text-field';
import type { FloorEditor } from '../hooks/use-floor-editor';
import { useFloorErrorText } from '../hooks/use-floor-error-text';
import {
  addCombination,
  removeCombination,
  toggleCombinationTable,
  updateCombination,
} from '../lib/floor-draft-edits';
import type { DraftCombination } from '../lib/floor-draft';
import { rowFieldKey } from '../lib/floor-field-errors';
import { ConsoleSection } from './console-section';
import { AddRowButton, RemoveRowButton, useFocusWhen } from './floor-row-parts';
import { ListMessage } from './floor-list-message';
import styles from './floor-editor.module.css';
import '@/i18n/bundles/floor-texts';

export function FloorCombinations({ editor }: { editor: FloorEditor }) {
  const { t } = useTranslation();
  const { combinations, tables } = editor.draft;
  return (
    <ConsoleSection
      title={t('floorPlan.combinations.heading')}
      intro={t('floorPlan.combinations.intro')}
    >
      <ListMessage editor={editor} lists={['combinations']} />
      {combinations.length === 0 && (
        <p className={styles.empty}>
          {tables.length < 2
            ? t('floorPlan.combinations.needTables')
            : t('floorPlan.combinations.none')}
        </p>
      )}
      {combinations.length > 0 && (
        <ul className={styles.cards}>
          {combinations.map((combination) => (
            <CombinationCard key={combination.id} combination={combination} editor={editor} />
          ))}
        </ul>
      )}
      {tables.length >= 2 && (
        <div>
          <AddRowButton onClick={() => editor.add(addCombination)}>
            {t('floorPlan.combinations.add')}
          </AddRowButton>
        </div>
      )}
    </ConsoleSection>
  );
}

function CombinationCard({
  combination,
  editor,
}: {
  combination: DraftCombination;
  editor: FloorEditor;
}) {
  const { t } = useTranslation();
  const messageOf = useFloorErrorText(editor.errors);
  const ref = useFocusWhen<HTMLFieldSetElement>(editor.added === combination.id);
  const key = (field: string) => rowFieldKey('combinations', combination.id, field);
  const labelOf = new Map(editor.draft.tables.map((table) => [table.id, table.label.trim()]));
  const joined = combination.table_ids.map((id) => labelOf.get(id) ?? '').join(' + ');
  const name = joined
    ? t('floorPlan.combinations.group', { tables: joined })
    : t('floorPlan.combinations.unnamed');
  const change = (patch: Partial<DraftCombination>) =>
    editor.edit(
      (draft) => updateCombination(draft, combination.id, patch),
      key('min_covers'),
      key('max_covers'),
    );
  const tablesError = messageOf(key('table_ids'));
  const tablesErrorId = useId();
  const coverProps = {
    type: 'number',
    inputMode: 'numeric',
    min: 1,
    max: TABLE_MAX_COVERS,
  } as const;

  return (
    <li>
      <fieldset ref={ref} className={styles.card}>
        <legend className={styles.cardTitle}>{name}</legend>
        <fieldset
          className={styles.chips}
          aria-describedby={tablesError ? tablesErrorId : undefined}
        >
          <legend className={styles.chipsLegend}>{t('floorPlan.combinations.tables')}</legend>
          {editor.draft.tables.map((table) => (
            <label key={table.id} className={styles.chip}>
              <input
                type="checkbox"
                checked={combination.table_ids.includes(table.id)}
                onChange={() =>
                  editor.edit(
                    (draft) => toggleCombinationTable(draft, combination.id, table.id),
                    key('table_ids'),
                  )
                }
              />
              <span>{table.label.trim() || t('floorPlan.table.label')}</span>
            </label>
          ))}
        </fieldset>
        {tablesError && (
          <p id={tablesErrorId} className={styles.rowError}>
            {tablesError}
          </p>
        )}
        <div className={styles.pair}>
          <TextField
            {...coverProps}
            label={t('floorPlan.table.min')}
            value={combination.min_covers}
            error={messageOf(key('min_covers'))}
            onChange={(event) => change({ min_covers: event.target.value })}
          />
          <TextField
            {...coverProps}
            label={t('floorPlan.table.max')}
            value={combination.max_covers}
            error={messageOf(key('max_covers'))}
            onChange={(event) => change({ max_covers: event.target.value })}
          />
        </div>
        <div className={styles.cardRemove}>
          <RemoveRowButton
            label={
              joined
                ? t('floorPlan.combinations.removeNamed', { tables: joined })
                : t('floorPlan.combinations.remove')
            }
            onClick={() =>
              editor.edit(
                (draft) => removeCombination(draft, combination.id),
                `combinations.${combination.id}`,
              )
            }
          />
        </div>
      </fieldset>
    </li>
  );
}
