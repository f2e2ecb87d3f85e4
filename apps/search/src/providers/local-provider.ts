/**
 * The embedded default provider: the places imported into this service's directory, and the
 * catalogue's unclaimed restaurants from the API. The API being unreachable is logged and the
 * imported places still answer: a task does not fail for it.
 */
import type { SearchDatabase } from '../db/database.ts';
import type { Provider, WarningLog } from '../engine/types.ts';
import type { CatalogueDirectory } from './catalogue-directory.ts';
import { searchPlaces } from './place-search.ts';
import { bestCandidates } from './rank-candidates.ts';

export function createLocalProvider({
  db,
  catalogue,
  log,
}: {
  db: SearchDatabase;
  catalogue: CatalogueDirectory;
  log: WarningLog;
}): Provider {
  return {
    id: 'local',
    async search(query, signal) {
      const [listed, imported] = await Promise.all([
        catalogue.search(query, signal).catch((error: unknown) => {
          signal.throwIfAborted();
          log.warn({ err: error }, 'catalogue directory unreachable: imported places only');
          return [];
        }),
        searchPlaces(db, query),
      ]);
      // Listed restaurants first among equals: they can be claimed as they are.
      return bestCandidates(query, [...listed, ...imported]);
    },
  };
}
