/** A floor field's message in the reader's language, by its key (see lib/floor-field-errors.ts). */
import { useTranslation } from '@/i18n/use-translation';
import { errorText } from '@/lib/error-text';
import type { FloorErrors } from '../lib/floor-field-errors';

export function useFloorErrorText(errors: FloorErrors) {
  const { t } = useTranslation();
  return (key: string): string | undefined => {
    const detail = errors[key];
    return detail ? errorText(t, detail) : undefined;
  };
}
