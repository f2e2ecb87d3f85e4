/**
 * Named statements on PostgreSQL: node-postgres sends an unnamed query's text to be parsed and
 * planned on every run; a query with a name is parsed once per connection and then only bound
 * and executed, and the server may keep one plan for it. Each parameterised text gets a name
 * here (the first `limit` distinct texts; the rest stay unnamed). Queries without parameters keep
 * the simple protocol, which allows several statements in one text (migrations).
 */
import type pg from 'pg';
import { isStaleStatement } from './stale-statement.ts';

const DEFAULT_LIMIT = 1_000;

type QueryConfig = { text: string; name?: string; values?: unknown[] };

const isQueryConfig = (config: unknown): config is QueryConfig =>
  typeof config === 'object' &&
  config !== null &&
  typeof (config as { text?: unknown }).text === 'string';

/** Names parameterised queries of every connection `pool` opens. */
export function nameStatements(pool: pg.Pool, { limit = DEFAULT_LIMIT } = {}): void {
  const names = new Map<string, string>();
  let made = 0;

  const nameFor = (text: string): string | undefined => {
    const known = names.get(text);
    if (known || names.size >= limit) return known;
    const name = `named_${++made}`;
    names.set(text, name);
    return name;
  };

  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((textOrConfig: unknown, values?: unknown, callback?: unknown) => {
      const config = typeof textOrConfig === 'string' ? { text: textOrConfig } : textOrConfig;
      const params = Array.isArray(values) ? values : isQueryConfig(config) && config.values;
      if (!isQueryConfig(config) || config.name || !params || params.length === 0) {
        return query(textOrConfig, values, callback);
      }
      const name = nameFor(config.text);
      const answer = query(name ? { ...config, name } : config, values, callback);
      if (!(answer instanceof Promise)) return answer;
      // A stale name is forgotten: the next run prepares the text again under a new one.
      return answer.catch((error: unknown) => {
        if (isStaleStatement(error) && names.get(config.text) === name) names.delete(config.text);
        throw error;
      });
    }) as typeof client.query;
  });
}
