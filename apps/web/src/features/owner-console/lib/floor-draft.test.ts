/** The floor draft's rules: temporary ids, what a removal takes along, where a message shows. */
import { describe, expect, it } from 'vitest';
import { savedFloor } from '../test/floor-fixtures';
import { draftOf, floorInputOf, newRowId, removedTableIds, sameFloor } from './floor-draft';
import {
  addArea,
  addTable,
  removeArea,
  removeTable,
  toggleCombinationTable,
} from './floor-draft-edits';
import { floorErrorKey, floorErrorsOf, unplacedErrors } from './floor-field-errors';

describe('the floor draft', () => {
  it('gives new rows negative ids below every other, and sends them', () => {
    const [withArea, areaId] = addArea(draftOf(savedFloor()));
    const [withTable, tableId] = addTable(withArea, areaId);
    expect([areaId, tableId]).toEqual([-1, -2]);
    expect(newRowId(withTable)).toBe(-3);
    const input = floorInputOf(withTable, false);
    expect(input.tables.at(-1)).toMatchObject({ id: -2, area_id: -1, label: '4' });
  });

  it('sends a blank number as NaN, which the shared schema refuses', () => {
    const draft = draftOf(savedFloor());
    draft.tables[0]!.max_covers = ' ';
    expect(floorInputOf(draft, false).tables[0]!.max_covers).toBeNaN();
  });

  it('takes a removed table out of its combinations, and keeps a non-empty area', () => {
    const draft = removeTable(draftOf(savedFloor()), 10);
    expect(draft.combinations[0]!.table_ids).toEqual([11]);
    expect(removedTableIds(savedFloor(), draft)).toEqual([10]);
    expect(removeArea(draft, 1)).toBe(draft);
  });

  it("joins tables to a combination in the floor's order", () => {
    const draft = toggleCombinationTable(draftOf(savedFloor()), 20, 12);
    expect(draft.combinations[0]!.table_ids).toEqual([10, 11, 12]);
    expect(toggleCombinationTable(draft, 20, 10).combinations[0]!.table_ids).toEqual([11, 12]);
  });

  it('knows an edit undone is no change', () => {
    const saved = draftOf(savedFloor());
    const [changed] = addArea(saved);
    expect(sameFloor(changed, saved)).toBe(false);
    expect(sameFloor(removeArea(changed, -1), saved)).toBe(true);
  });
});

describe("the floor's messages", () => {
  it('name a row by its id, which holds when rows before it go', () => {
    const draft = draftOf(savedFloor());
    expect(floorErrorKey('tables.2.label', draft)).toBe('tables.12.label');
    expect(floorErrorKey('combinations.0.table_ids.1', draft)).toBe('combinations.20.table_ids');
    expect(floorErrorKey('turn_times.1.minutes', draft)).toBe('turn_times.2.minutes');
    expect(floorErrorKey('pacing.max_covers', draft)).toBe('pacing.max_covers');
    expect(floorErrorKey('tables', draft)).toBe('tables');
  });

  it('keep the first message of a field, and list those no field shows', () => {
    const errors = floorErrorsOf(
      [
        { field: 'tables.0.label', code: 'floor.tableLabelTaken' },
        { field: 'tables.0.label', code: 'floor.tableLabel' },
        { field: 'move_reservations', code: 'floor.removedTableBooked' },
        { field: 'tables.0.label', code: 'not.a.code' },
      ],
      draftOf(savedFloor()),
    );
    expect(errors['tables.10.label']?.code).toBe('floor.tableLabelTaken');
    expect(unplacedErrors(errors).map((detail) => detail.field)).toEqual(['move_reservations']);
  });
});
