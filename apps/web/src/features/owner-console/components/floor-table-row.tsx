/** One table of an area: its label, area, fewest and most guests, online or host-only. */
import { useTranslation } from '@/i18n/use-translation';
import { TABLE_LABEL_MAX_LENGTH, TABLE_MAX_COVERS } from '@tablefor/shared';
import { Select } from '@/components/select/select';
import { TextField } from '@/components/text-field/text-field';
import type { FloorEditor } from '../hooks/use-floor-editor';
import { useFloorErrorText } from '../hooks/use-floor-error-text';
import { removeTable, updateTable } from '../lib/floor-draft-edits';
import type { DraftTable } from '../lib/floor-draft';
import { rowFieldKey } from '../lib/floor-field-errors';
import { RemoveRowButton, useFocusWhen } from './floor-row-parts';
import styles from './floor-editor.module.css';
import '@/i18n/bundles/floor-texts';

export function FloorTableRow({ table, editor }: { table: DraftTable; editor: FloorEditor }) {
  const { t } = useTranslation();
  const messageOf = useFloorErrorText(editor.errors);
  const ref = useFocusWhen<HTMLFieldSetElement>(editor.added === table.id);
  const key = (field: string) => rowFieldKey('tables', table.id, field);
  // The fewest-guests field also shows the order of the two, so either clears it.
  const change = (patch: Partial<DraftTable>, ...fields: string[]) =>
    editor.edit((draft) => updateTable(draft, table.id, patch), ...fields.map(key));
  const areas = editor.draft.areas;
  const name = table.label.trim() || t('floorPlan.table.label');
  const coverProps = {
    type: 'number',
    inputMode: 'numeric',
    min: 1,
    max: TABLE_MAX_COVERS,
  } as const;

  return (
    <li>
      <fieldset ref={ref} className={`${styles.row} ${styles.tableRow}`}>
        <legend className="visually-hidden">{t('floorPlan.table.group', { label: name })}</legend>
        <div className={styles.tableFields}>
          <TextField
            className={styles.labelField}
            label={t('floorPlan.table.label')}
            value={table.label}
            maxLength={TABLE_LABEL_MAX_LENGTH}
            autoComplete="off"
            error={messageOf(key('label'))}
            onChange={(event) => change({ label: event.target.value }, 'label')}
          />
          {areas.length > 1 && (
            <Select
              className={styles.areaField}
              label={t('floorPlan.table.area')}
              value={String(table.area_id)}
              options={areas.map((area) => ({
                value: String(area.id),
                label: area.name.trim() || t('floorPlan.areas.unnamed'),
              }))}
              error={messageOf(key('area_id'))}
              onChange={(event) => change({ area_id: Number(event.target.value) }, 'area_id')}
            />
          )}
          <TextField
            {...coverProps}
            label={t('floorPlan.table.min')}
            value={table.min_covers}
            error={messageOf(key('min_covers'))}
            onChange={(event) =>
              change({ min_covers: event.target.value }, 'min_covers', 'max_covers')
            }
          />
          <TextField
            {...coverProps}
            label={t('floorPlan.table.max')}
            value={table.max_covers}
            error={messageOf(key('max_covers'))}
            onChange={(event) =>
              change({ max_covers: event.target.value }, 'max_covers', 'min_covers')
            }
          />
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={table.online}
              onChange={(event) => change({ online: event.target.checked }, 'online')}
            />
            <span>{t('floorPlan.table.online')}</span>
          </label>
        </div>
        <RemoveRowButton
          label={t('floorPlan.table.removeNamed', { label: name })}
          onClick={() => editor.edit((draft) => removeTable(draft, table.id), `tables.${table.id}`)}
        />
      </fieldset>
      {areas.length <= 1 && messageOf(key('area_id')) && (
        <p className={styles.rowError}>{messageOf(key('area_id'))}</p>
      )}
    </li>
  );
}
