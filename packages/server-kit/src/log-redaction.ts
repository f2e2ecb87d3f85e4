/**
 * What never reaches a log: the values of secret query parameters (guests' access codes, reset
 * tokens, passwords, keys) in any URL or message, and secret request headers.
 */

const REDACTED = '[redacted]';

/** A parameter or header whose value is a secret: access codes, tokens, passwords, keys. */
const SECRET_NAME = /code|token|passw|secret|key|authorization|cookie/i;

/** `name=value` after `?`, `&` or `#`: a query (or fragment) parameter inside any text. */
const PARAMETER = /([?&#])([^=&#?\s]+)=([^&#\s]*)/g;

function decodedName(name: string): string {
  if (!name.includes('%')) return name;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

const isSecretName = (name: string) => SECRET_NAME.test(decodedName(name));

/** The text with the value of every secret URL parameter in it replaced: `?code=[redacted]`. */
export function redactSecrets(text: string): string {
  // Most lines hold no parameter, or none that could be named like a secret.
  if (!text.includes('=') || !(text.includes('%') || SECRET_NAME.test(text))) return text;
  return text.replace(PARAMETER, (parameter, separator: string, name: string) =>
    isSecretName(name) ? `${separator}${name}=${REDACTED}` : parameter,
  );
}

/** Request or response headers as they may be logged: secret ones (Authorization, Cookie) hidden. */
export function redactHeaders(headers: unknown): unknown {
  if (!headers || typeof headers !== 'object') return headers;
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      isSecretName(name) ? REDACTED : typeof value === 'string' ? redactSecrets(value) : value,
    ]),
  );
}
