/**
 * Where a floor message shows. The schema and the API name a row by its index in the body
 * ('tables.3.label'); the editor names it by its id ('tables.-2.label'), which stays right when
 * rows are added or removed after the message came.
 */
import { isMessageCode, type ErrorDetail } from '@tablefor/shared';
import type { FloorDraft } from './floor-draft';

export type FloorErrors = Partial<Record<string, ErrorDetail>>;

const ROWS = ['areas', 'tables', 'combinations', 'turn_times'] as const;
type Rows = (typeof ROWS)[number];
const isRows = (name: string | undefined): name is Rows => ROWS.includes(name as Rows);

/**
 * 'tables.3.label' -> 'tables.<id of the fourth table>.label' ('combinations.0.table_ids.1' names
 * the combination's tables); a list's own message and the pacing's keep their paths.
 */
export function floorErrorKey(path: string, draft: FloorDraft): string {
  const [list, index, fieldName] = path.split('.');
  if (!isRows(list)) return path;
  if (index === undefined || !/^\d+$/.test(index)) return list;
  const row = draft[list][Number(index)];
  return row ? `${list}.${row.id}.${fieldName ?? ''}` : list;
}

/** Each field's first message, from the API's details or the schema's issues (as details). */
export function floorErrorsOf(
  details: readonly { field: string; code: string; params?: ErrorDetail['params'] }[],
  draft: FloorDraft,
): FloorErrors {
  const errors: FloorErrors = {};
  for (const { field, code, params } of details) {
    if (!isMessageCode(code)) continue;
    const key = floorErrorKey(field, draft);
    errors[key] ??= { field: key, code, params };
  }
  return errors;
}

/** The key of a row's field, as floorErrorKey writes it. */
export const rowFieldKey = (list: Rows, id: number, fieldName: string) =>
  `${list}.${id}.${fieldName}`;

/** The keys the editor shows beside a field or above a list. */
const PLACED = [
  /^(areas|tables|combinations|turn_times|pacing)$/,
  /^areas\.-?\d+\.name$/,
  /^tables\.-?\d+\.(label|area_id|min_covers|max_covers)$/,
  /^combinations\.-?\d+\.(table_ids|min_covers|max_covers)$/,
  /^turn_times\.\d+\.(max_party|minutes)$/,
  /^pacing\.max_covers$/,
];

/** The messages no field shows (a row's id refused, the choice to move reservations). */
export function unplacedErrors(errors: FloorErrors): ErrorDetail[] {
  return Object.entries(errors).flatMap(([key, detail]) =>
    detail && !PLACED.some((pattern) => pattern.test(key)) ? [detail] : [],
  );
}
