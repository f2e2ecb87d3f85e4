/**
 * Intl.DateTimeFormat by locale and options, built once: building one costs far more than
 * formatting with it, and lists (a date picker's six months, a page of reviews) format many.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
