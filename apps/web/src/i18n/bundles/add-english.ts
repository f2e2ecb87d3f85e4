/**
 * Adds a feature's English texts when its code loads, so a first page load carries only the
 * texts it can show. (Spanish comes whole with the Spanish catalogue, which loads on demand.)
 */
import { i18n } from '../i18n';

export function addEnglish(texts: object): void {
  i18n.addTexts('en', texts, false);
}
