/** The advanced settings, kept in localStorage for the next search; defaults otherwise. */
import { DEFAULT_SEARCH_CONFIG, searchConfigSchema, type SearchConfig } from '@tablefor/shared';

export const SEARCH_CONFIG_STORAGE_KEY = 'topicSearch.config';

export function readSearchConfig(): SearchConfig {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SEARCH_CONFIG_STORAGE_KEY) ?? 'null');
    const parsed = searchConfigSchema.safeParse(stored);
    return parsed.success ? parsed.data : DEFAULT_SEARCH_CONFIG;
  } catch {
    return DEFAULT_SEARCH_CONFIG;
  }
}

export function saveSearchConfig(config: SearchConfig): void {
  try {
    localStorage.setItem(SEARCH_CONFIG_STORAGE_KEY, JSON.stringify(config));
  } catch {
    // Storage blocked: the settings last for this visit only.
  }
}
