/** Secrets with development defaults that production refuses to start without. */
import type { NodeEnv } from './env-fields.ts';

/** Each secret's value as given, or its development default, keyed by variable name. */
export type SecretsWithDevDefaults<Name extends string> = Record<
  Name,
  readonly [value: string | undefined, devDefault: string]
>;

/**
 * The secrets to use: outside production an unset one falls back to its development default;
 * in production every unset one is named in one error, so a deploy never runs on a known secret.
 */
export function secretsOrDevDefaults<Name extends string>(
  env: NodeEnv,
  secrets: SecretsWithDevDefaults<Name>,
): Record<Name, string> {
  const entries = Object.entries(secrets) as [Name, SecretsWithDevDefaults<Name>[Name]][];
  if (env === 'production') {
    const missing = entries.filter(([, [value]]) => !value).map(([name]) => name);
    if (missing.length) {
      throw new Error(`Refusing to start in production without: ${missing.join(', ')}`);
    }
  }
  return Object.fromEntries(
    entries.map(([name, [value, devDefault]]) => [name, value || devDefault]),
  ) as Record<Name, string>;
}
