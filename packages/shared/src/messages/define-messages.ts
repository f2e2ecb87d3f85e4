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

/**
 * `codes` name the messages in schemas and errors; `texts` are the English sentences with their
 * limits filled in (what the API's `errors` strings say); `entries` feed the message catalogue.
 */
export function defineMessages<
  const Domain extends string,
  const Defs extends Record<string, Definition>,
>(domain: Domain, definitions: Defs) {
  const codes: Record<string, string> = {};
  const texts: Record<string, string> = {};
  const entries: Record<string, MessageTemplate> = {};
  for (const [key, definition] of Object.entries(definitions)) {
    const template = typeof definition === 'string' ? { text: definition, params: {} } : definition;
    const code = `${domain}.${key}`;
    codes[key] = code;
    texts[key] = fillTemplate(template.text, template.params);
    entries[code] = template;
  }
  return {
    codes: codes as Codes<Domain, Defs>,
    texts: texts as Texts<Defs>,
    entries: entries as Entries<Domain, Defs>,
  };
}
