/** The readable part of an API error string (everything after the first ": "), free of the catalogue. */
export function errorMessageText(error: string): string {
  const at = error.indexOf(': ');
  return at === -1 ? error : error.slice(at + 2);
}
