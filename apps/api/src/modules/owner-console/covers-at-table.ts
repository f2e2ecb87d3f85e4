/**
 * Covers at table per bookable time: the half hour from each time (`SLOT_MINUTES`) is a bucket,
 * and a party counts in every bucket its stay at the table overlaps, from its start to its start
 * plus its turn, never in the one before it arrives or the one after it leaves.
 */
import { SLOT_MINUTES } from '@tablefor/shared';

/** A party at table from `from` to `to` (epoch ms, `to` excluded). */
export type TableStay = { from: number; to: number; covers: number };

const BUCKET_MS = SLOT_MINUTES * 60_000;

/** The covers of every stay that overlaps the bucket starting at `bucketStart` (epoch ms). */
export function coversInBucket(stays: readonly TableStay[], bucketStart: number): number {
  const bucketEnd = bucketStart + BUCKET_MS;
  return stays
    .filter((stay) => stay.from < bucketEnd && stay.to > bucketStart)
    .reduce((covers, stay) => covers + stay.covers, 0);
}
