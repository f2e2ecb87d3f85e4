/**
 * Whether a parsed JSON body keeps within the shape every route may take (depth, list length,
 * fields per object). One walk with an explicit stack: a body nested 100,000 deep is refused
 * at level 33 instead of overflowing the call stack of whatever walks it next.
 */
import {
  commonCodes,
  MAX_JSON_ARRAY_ITEMS,
  MAX_JSON_DEPTH,
  MAX_JSON_OBJECT_KEYS,
  type ErrorDetail,
} from '@tablefor/shared';
import { problem } from './errors.ts';

const isContainer = (value: unknown): value is object =>
  typeof value === 'object' && value !== null;

/** The first way `value` exceeds the bounds, or null when it keeps within them. */
export function jsonShapeProblem(value: unknown): ErrorDetail | null {
  if (!isContainer(value)) return null;
  const containers: object[] = [value];
  const depths: number[] = [1];
  while (containers.length > 0) {
    const node = containers.pop()!;
    const depth = depths.pop()!;
    if (depth > MAX_JSON_DEPTH) return problem('body', commonCodes.bodyTooDeep);
    const isList = Array.isArray(node);
    const children: unknown[] = isList ? node : Object.values(node);
    if (isList && children.length > MAX_JSON_ARRAY_ITEMS) {
      return problem('body', commonCodes.bodyListTooLong);
    }
    if (!isList && children.length > MAX_JSON_OBJECT_KEYS) {
      return problem('body', commonCodes.bodyTooManyFields);
    }
    for (const child of children) {
      if (isContainer(child)) {
        containers.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return null;
}
