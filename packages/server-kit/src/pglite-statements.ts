/**
 * PGlite's `query` speaks the extended protocol in six exchanges with the WebAssembly backend
 * (parse, describe, bind, describe, execute, sync) and parses and plans the text every time:
 * about 0.2 ms before a simple primary-key read does any work, a large share of the database's
 * time under load. Here each text is parsed once into a named prepared statement, and every run
 * after is one exchange: bind, describe, execute, sync.
 *
 * Plans are PostgreSQL's usual ones for prepared statements: planned for each run's values at
 * first, then planned once when that generic plan is estimated to cost no more. Statements are
 * kept for the texts most recently used, up to `limit`; the rest are closed.
 *
 * Measured (mixed load, 50 connections, 30 s, PGlite): 441-451 requests/s with p99 231-239 ms
 * before; 483-526 with plans made for every run; 648-656 with p99 169-174 ms as here. Search at
 * 50,000 restaurants: p95 14.2 ms before, 12.7 ms after.
 */
import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { isStaleStatement } from './stale-statement.ts';

const { serialize, messages } = protocol;

type Statement = { name: string; paramTypes: number[] };

const DEFAULT_LIMIT = 500;

/** Labels a database error with its query, as PGlite's own `query` does. */
function withQuery(error: unknown, query: string, params: unknown[], options?: QueryOptions) {
  if (!(error instanceof messages.DatabaseError)) return error;
  return Object.assign(error, { query, params, queryOptions: options });
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Options this path leaves to PGlite's own `query` (files for COPY, declared types, notices). */
const needsOwnPath = (options?: QueryOptions) =>
  options?.blob !== undefined ||
  options?.paramTypes !== undefined ||
  options?.onNotice !== undefined;

/** Replaces `client.query`, and `query` of the transactions it opens, with kept statements. */
export function keepPreparedStatements(
  client: PGlite,
  { limit = DEFAULT_LIMIT }: { limit?: number } = {},
): void {
  const kept = new Map<string, Statement>(); // least recently used first
  const toClose: string[] = [];
  let made = 0;

  const exchange = (parts: Uint8Array[]) =>
    client.execProtocolStream(
      joined([...toClose.splice(0).map((name) => serialize.close({ type: 'S', name })), ...parts]),
      { syncToFs: false },
    );

  async function statementFor(text: string): Promise<Statement> {
    const known = kept.get(text);
    if (known) {
      kept.delete(text);
      kept.set(text, known);
      return known;
    }
    const name = `kept_${++made}`;
    const answer = await exchange([
      serialize.parse({ name, text, types: [] }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const description = answer.find((m) => m instanceof messages.ParameterDescriptionMessage);
    const statement = { name, paramTypes: description?.dataTypeIDs ?? [] };
    kept.set(text, statement);
    for (const [oldText, old] of kept) {
      if (kept.size <= limit) break;
      kept.delete(oldText);
      toClose.push(old.name);
    }
    return statement;
  }

  /**
   * The client's parsers with a query's own on top. PGlite's `parseResults` would copy the
   * client's 300-odd parsers into a new object for every query that brings its own (drizzle's
   * every query does): about 80 µs each, a tenth of the process's time under the mixed load. A
   * layer over them as prototype costs a microsecond. Measured (mixed load, 60 s, PGlite): 459
   * requests/s with p99 237 ms before, 756 with p99 158 ms after.
   */
  function parsersWith(own: QueryOptions['parsers']): typeof client.parsers {
    if (!own) return client.parsers;
    return Object.assign(Object.create(client.parsers) as typeof client.parsers, own);
  }

  async function run<T>(text: string, params: unknown[], options?: QueryOptions) {
    const statement = await statementFor(text);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const answer = await exchange([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const { parsers, ...rest } = options ?? {};
    return parse.parseResults(answer, parsersWith(parsers), rest)[0] as Results<T>;
  }

  /** One run, and once more with a fresh statement if a migration changed what it returns. */
  async function runFresh<T>(text: string, params: unknown[], options?: QueryOptions) {
    try {
      return await run<T>(text, params, options);
    } catch (error) {
      if (!isStaleStatement(error)) throw error;
      const stale = kept.get(text);
      kept.delete(text);
      if (stale) toClose.push(stale.name);
      // Inside a transaction the error has already aborted it: nothing to run again.
      if (client.isInTransaction()) throw error;
      return run<T>(text, params, options);
    }
  }

  /** As PGlite's own `query`: a database error carries its query. */
  const runKept = <T>(text: string, params: unknown[], options?: QueryOptions) =>
    runFresh<T>(text, params, options).catch((error: unknown) => {
      throw withQuery(error, text, params, options);
    });

  const ownQuery = client.query.bind(client);
  client.query = (async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (needsOwnPath(options)) return ownQuery<T>(text, params, options);
    await client._checkReady(); // 'PGlite is closed', as its own query answers after close
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const result = await runKept<T>(text, params, options);
        await client.syncToFs(); // as PGlite does after a statement outside a transaction
        return result;
      }),
    );
  }) as typeof client.query;

  const ownTransaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    ownTransaction((tx) => {
      const ownTxQuery = tx.query.bind(tx);
      const keptTx = Object.create(tx, {
        query: {
          value: async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
            if (tx.closed) throw new Error('Transaction is closed');
            if (needsOwnPath(options)) return ownTxQuery<R>(text, params, options);
            return client._runExclusiveQuery(() => runKept<R>(text, params, options));
          },
        },
      }) as Transaction;
      return callback(keptTx);
    })) as typeof client.transaction;
}
