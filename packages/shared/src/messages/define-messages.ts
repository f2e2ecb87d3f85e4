/**
 * A domain's messages, each defined once: a stable code (`reservation.tooFarAhead`), its English
 * template with `{{param}}` placeholders (i18next's syntax), and the limits it quotes.
 */
export type MessageParams = Readonly<Record<string, string | number>>;
export type MessageTemplate = { text: string; params: MessageParams };
type Definition = string | MessageTemplate;

type Codes<Domain extends string, Defs> = { readonly [K in keyof Defs & string]: `${Domain}.${K}` };
type Texts<Defs> = { readonly [K in keyof Defs & string]: string };
type Entries<Domain extends string, Defs> = {
  readonly [K in keyof Defs & string as `${Domain}.${K}`]: MessageTemplate;
};

/** Replaces each `{{name}}` with its parameter; an unknown one is left as written. */
export function fillTemplate(text: string, params: MessageParams = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

type Definitions = Record<string, Definition>;

const templateOf = (definition: Definition): MessageTemplate =>
  typeof definition === 'string' ? { text: definition, params: {} } : definition;

/*
 * Three pure functions rather than one object with three fields: a bundle that imports only a
 * domain's codes then drops its texts and catalogue entries (reading a field of a module-level
 * object would keep them all).
 */

/** The codes that name the messages in schemas and errors: `{ tooFarAhead: 'reservation.tooFarAhead' }`. */
export function messageCodes<const Domain extends string, const Defs extends Definitions>(
  domain: Domain,
  definitions: Defs,
): Codes<Domain, Defs> {
  const codes: Record<string, string> = {};
  for (const key of Object.keys(definitions)) codes[key] = `${domain}.${key}`;
  return codes as Codes<Domain, Defs>;
}

/** The English sentences with their limits filled in (what the API's `errors` strings say). */
export function messageTexts<const Defs extends Definitions>(definitions: Defs): Texts<Defs> {
  const texts: Record<string, string> = {};
  for (const [key, definition] of Object.entries(definitions)) {
    const template = templateOf(definition);
    texts[key] = fillTemplate(template.text, template.params);
  }
  return texts as Texts<Defs>;
}

/** The catalogue's entries of a domain, by code. */
export function messageEntries<const Domain extends string, const Defs extends Definitions>(
  domain: Domain,
  definitions: Defs,
): Entries<Domain, Defs> {
  const entries: Record<string, MessageTemplate> = {};
  for (const [key, definition] of Object.entries(definitions)) {
    entries[`${domain}.${key}`] = templateOf(definition);
  }
  return entries as Entries<Domain, Defs>;
}
