/**
 * A letter (subject, paragraphs, an optional code or link that stands out) written out as the
 * plain-text and HTML bodies of an outbox message. Its sentences come from the catalogues
 * (src/texts) as plain text; this is the one place they are escaped into HTML.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@tablefor/shared';
import type { EmailAttachment } from '../../db/schema/outbox.ts';
import type { OutgoingEmail } from './outbox.ts';

export type Letter = {
  subject: string;
  paragraphs: string[];
  /** Shown on its own line after the first paragraph. */
  code?: string;
  /** A link closing the letter: its label in HTML, the bare address in text. */
  link?: { label: string; url: string };
  attachments?: EmailAttachment[];
};

/** A stored language column read back: one of the product's languages, else the default. */
export const languageOf = (value: string | null | undefined): Language =>
  isLanguage(value) ? value : DEFAULT_LANGUAGE;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function composeEmail(
  kind: string,
  to: string,
  language: Language,
  letter: Letter,
): OutgoingEmail {
  const [first = '', ...rest] = letter.paragraphs;
  const code = letter.code ? [letter.code] : [];
  const codeHtml = code.map(
    (value) =>
      `<p style="font-size:24px;letter-spacing:4px"><strong>${escapeHtml(value)}</strong></p>`,
  );
  const link = letter.link;
  return {
    kind,
    to,
    subject: letter.subject,
    text: [first, ...code, ...rest, ...(link ? [`${link.label}: ${link.url}`] : [])].join('\n\n'),
    html: [
      ...[first, ...rest].map((p) => `<p>${escapeHtml(p)}</p>`).toSpliced(1, 0, ...codeHtml),
      ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    ].join('\n'),
    language,
    attachments: letter.attachments ?? [],
  };
}
