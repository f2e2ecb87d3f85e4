/**
 * A text with elements inside it: `<terms>Terms of Service</terms>` in the catalogue becomes the
 * element given as `components.terms`, holding the tag's words in the reader's language.
 */
import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { TranslationKey } from './translator';
import { useTranslation } from './use-translation';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

export function Trans({
  i18nKey,
  components,
  values,
}: {
  i18nKey: TranslationKey;
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
  values?: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inside = ''] = match;
    parts.push(text.slice(from, match.index));
    const component = components[name];
    parts.push(component ? cloneElement(component, { key: match.index }, inside) : inside);
    from = match.index + whole.length;
  }
  parts.push(text.slice(from));
  return <Fragment>{parts}</Fragment>;
}
