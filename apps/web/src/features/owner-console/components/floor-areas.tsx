/** 'Areas and tables': each area with its name and its tables; areas and tables added and removed. */
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { AREA_NAME_MAX_LENGTH } from '@tablefor/shared';
import { TextField } from '@/components/text-field/text-field';
import type { FloorEditor } from '../hooks/use-floor-editor';
import { useFloorErrorText } from '../hooks/use-floor-error-text';
import { addArea, addTable, removeArea, renameArea } from '../lib/floor-draft-edits';
import type { DraftArea } from '../lib/floor-draft';
import { rowFieldKey } from '../lib/floor-field-errors';
import { ConsoleSection } from './console-section';
import { FloorTableRow } from './floor-table-row';
import { AddRowButton, RemoveRowButton, useFocusWhen } from './floor-row-parts';
import { ListMessage } from './floor-list-message';
import styles from './floor-editor.module.css';
import '@/i18n/bundles/floor-texts';

export function FloorAreas({ editor }: { editor: FloorEditor }) {
  const { t } = useTranslation();
  const { areas } = editor.draft;
  return (
    <ConsoleSection title={t('floorPlan.areas.heading')} intro={t('floorPlan.areas.intro')}>
      <ListMessage editor={editor} lists={['areas', 'tables']} />
      {areas.length === 0 && <p className={styles.empty}>{t('floorPlan.areas.none')}</p>}
      {areas.map((area) => (
        <AreaCard key={area.id} area={area} editor={editor} />
      ))}
      <div>
        <AddRowButton onClick={() => editor.add(addArea)}>{t('floorPlan.areas.add')}</AddRowButton>
      </div>
    </ConsoleSection>
  );
}

function AreaCard({ area, editor }: { area: DraftArea; editor: FloorEditor }) {
  const { t } = useTranslation();
  const messageOf = useFloorErrorText(editor.errors);
  const ref = useFocusWhen<HTMLDivElement>(editor.added === area.id);
  const hintId = useId();
  const tables = editor.draft.tables.filter((table) => table.area_id === area.id);
  const seats = tables.reduce((sum, table) => sum + (Number(table.max_covers) || 0), 0);
  const name = area.name.trim() || t('floorPlan.areas.unnamed');
  const key = rowFieldKey('areas', area.id, 'name');

  return (
    <div ref={ref} className={styles.area} role="group" aria-label={name}>
      <div className={styles.areaHead}>
        <TextField
          className={styles.areaName}
          label={t('floorPlan.areas.name')}
          value={area.name}
          maxLength={AREA_NAME_MAX_LENGTH}
          autoComplete="off"
          error={messageOf(key)}
          onChange={(event) =>
            editor.edit((draft) => renameArea(draft, area.id, event.target.value), key)
          }
        />
        <p className={styles.areaCount}>
          {t('floorPlan.areas.count', { count: tables.length, seats })}
        </p>
        <RemoveRowButton
          label={t('floorPlan.areas.removeNamed', { name })}
          disabled={tables.length > 0}
          describedBy={tables.length > 0 ? hintId : undefined}
          onClick={() => editor.edit((draft) => removeArea(draft, area.id), `areas.${area.id}`)}
        />
      </div>
      {tables.length === 0 ? (
        <p className={styles.empty}>{t('floorPlan.areas.empty')}</p>
      ) : (
        <>
          <p id={hintId} className="visually-hidden">
            {t('floorPlan.areas.notEmpty')}
          </p>
          <ul className={styles.rows}>
            {tables.map((table) => (
              <FloorTableRow key={table.id} table={table} editor={editor} />
            ))}
          </ul>
        </>
      )}
      <div>
        <AddRowButton onClick={() => editor.add((draft) => addTable(draft, area.id))}>
          {t('floorPlan.table.add')}
        </AddRowButton>
      </div>
    </div>
  );
}
