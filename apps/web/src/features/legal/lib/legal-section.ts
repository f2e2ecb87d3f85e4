/** The shape of one numbered section of a legal page, as the legal catalogues write it. */
export type LegalSection = {
  title: string;
  paragraphs: string[];
  /** Bullet lists after the paragraphs, each with an optional sub-heading. */
  lists?: { heading?: string; items: string[] }[];
  /** Paragraphs after the lists. */
  closing?: string[];
  /** The contact section's postal address, phone and e-mail. */
  contact?: { lines: string[]; phone: string; email: string };
};

/** A section with the anchor its table-of-contents link points at. */
export type AnchoredSection = LegalSection & { id: string };
