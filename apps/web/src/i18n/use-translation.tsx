/**
 * The translator in React: `useTranslation()` gives the reader's `t` and re-renders on a change
 * of language. The app's own translator serves by default; the server renderer provides one per
 * language.
 */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { i18n } from './i18n';
import type { TFunction, Translator } from './translator';

const TranslatorContext = createContext<Translator>(i18n);

export function TranslatorProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

export function useTranslation(): { t: TFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  const language = useSyncExternalStore(
    translator.subscribe,
    () => translator.language,
    () => translator.language,
  );
  return { t: translator.getFixedT(language), i18n: translator };
}
