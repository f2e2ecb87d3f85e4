/**
 * The task's filters include or exclude; they never score. A place is excluded only for what it
 * states and fails; what it does not state keeps it, listed in unknown_filters, never guessed.
 */
import type { TopicSearchTask, unknownFilters } from '@tablefor/shared';
import { matchesLocation } from './location-match.ts';
import type { Candidate } from './types.ts';

type UnknownFilter = (typeof unknownFilters)[number];
export type FilteredCandidate = { candidate: Candidate; unknown_filters: UnknownFilter[] };

/** The filters a place is unknown for, or null when it states something that fails one. */
export function checkFilters(
  candidate: Candidate,
  { location, size, founded_after }: TopicSearchTask['filters'],
): UnknownFilter[] | null {
  const unknown: UnknownFilter[] = [];
  const where = matchesLocation(candidate, location);
  if (where === false) return null;
  if (where === null) unknown.push('location');
  if (size !== null) {
    if (candidate.size === null) unknown.push('size');
    else if (candidate.size !== size) return null;
  }
  if (founded_after !== null) {
    // 'Founded after 2000' is 2001 or later.
    if (candidate.founded_year === null) unknown.push('founded_after');
    else if (candidate.founded_year <= founded_after) return null;
  }
  return unknown;
}

export function applyFilters(
  candidates: readonly Candidate[],
  filters: TopicSearchTask['filters'],
): FilteredCandidate[] {
  return candidates.flatMap((candidate) => {
    const unknown_filters = checkFilters(candidate, filters);
    return unknown_filters ? [{ candidate, unknown_filters }] : [];
  });
}
