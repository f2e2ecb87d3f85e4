/** What saving did to each result, by its place in the task's list (the answer counts in the sent list). */
import type { SaveSearchResultsResponse } from '@tablefor/shared';
import type { SaveOutcome } from './past-searches';

export function saveOutcomesOf(
  answer: SaveSearchResultsResponse,
  sent: readonly number[],
): Record<number, SaveOutcome> {
  const outcomes: Record<number, SaveOutcome> = {};
  for (const { index, id } of answer.created) {
    const result = sent[index];
    if (result !== undefined) outcomes[result] = { kind: 'created', restaurantId: id };
  }
  for (const { index, restaurant_id } of answer.duplicates) {
    const result = sent[index];
    if (result !== undefined) outcomes[result] = { kind: 'duplicate', restaurantId: restaurant_id };
  }
  return outcomes;
}
