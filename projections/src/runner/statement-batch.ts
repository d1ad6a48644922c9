import type { QueryResult, SqlExecutor } from '@cytocampus/event-store';
import { sqlLiteral } from './sql-literal.js';

interface Statement {
  text: string;
  params: readonly unknown[];
  /** The parameters as SQL literals, or null when there are none (then the text is sent as is). */
  args: string | null;
}

/** Our prepared statement names; nothing else on a connection uses this prefix. */
const PREFIX = 'cc_batch_';
/**
 * A script that failed half-way leaves its PREPAREd statements on that connection (PREPARE is not
 * transactional): each script first drops any such leftovers, so the fixed names never collide.
 */
const DROP_LEFTOVERS = `do $drop$ declare n text; begin
  for n in select name from pg_prepared_statements where starts_with(name, '${PREFIX}') loop
    execute format('deallocate %I', n);
  end loop;
end $drop$`;
/** Flush before a script grows past this many statements. */
const MAX_STATEMENTS = 1000;
/** Above this many characters of statements, PREPAREs go in a message of their own (see flush). */
const SEPARATE_PREPARE_ABOVE = 16_384;
const SEPARATOR = '\n;\n';

const notRunYet = (): never => {
  throw new Error('A perEvent handler read a query result, but its statements run later, batched: write a custom apply to read');
};
/** What a queued query resolves to: it has not run yet, so reading it is a bug that must not go unnoticed. */
const NOT_RUN_YET: QueryResult<never> = Object.freeze({
  get rows(): never {
    return notRunYet();
  },
  get rowCount(): never {
    return notRunYet();
  },
});

/**
 * Queues write statements and runs them in order, many per round trip: as one simple-protocol script
 * that PREPAREs each distinct parameterized text once (so it is planned like a named statement),
 * EXECUTEs it with the parameters as literals (sql-literal.ts) and DEALLOCATEs it at the end. The
 * server types and converts the parameters exactly as for the extended protocol (PREPARE without
 * types is a Parse with unspecified types; an untyped literal argument is a text-format Bind value).
 * The first failing statement fails the flush and the statements after it do not run.
 */
export class StatementBatch {
  readonly #db: SqlExecutor;
  #pending: Statement[] = [];

  constructor(db: SqlExecutor) {
    this.#db = db;
  }

  /** Queues instead of running. Throws at once for a parameter that has no exact literal form. */
  readonly executor: SqlExecutor = {
    query: <R>(text: string, params: readonly unknown[] = []): Promise<QueryResult<R>> => {
      const args = params.length > 0 ? params.map(sqlLiteral).join(', ') : null;
      this.#pending.push({ text, params, args });
      return Promise.resolve(NOT_RUN_YET);
    },
  };

  get full(): boolean {
    return this.#pending.length >= MAX_STATEMENTS;
  }

  /** Runs what is queued; a single statement goes as it came (its own parameters, one round trip anyway). */
  async flush(): Promise<void> {
    const statements = this.#pending;
    this.#pending = [];
    const [first] = statements;
    if (!first) return;
    if (statements.length === 1) return void (await this.#db.query(first.text, first.params));
    const { prepare, run } = script(statements);
    // A prepared statement keeps (and every EXECUTE copies) the whole query text it was prepared in:
    // for a long script, preparing in a message of its own is cheaper than that copying.
    if (prepare && run.length > SEPARATE_PREPARE_ABOVE) {
      await this.#db.query(prepare);
      await this.#db.query(run);
    } else {
      await this.#db.query(prepare ? `${prepare}${SEPARATOR}${run}` : run);
    }
  }
}

/**
 * Statements are separated by a newline before the semicolon, so a trailing `--` comment of a text
 * cannot swallow the separator. A text without parameters is sent as is, as the drivers do. Each
 * parameterized text is prepared once, before the batch runs (handlers change no table definitions).
 */
function script(statements: readonly Statement[]): { prepare: string | null; run: string } {
  const names = new Map<string, string>();
  const run: string[] = [];
  for (const { text, args } of statements) {
    if (args === null) {
      run.push(text);
      continue;
    }
    let name = names.get(text);
    if (!name) {
      name = `${PREFIX}${names.size}`;
      names.set(text, name);
    }
    run.push(`execute ${name}(${args})`);
  }
  for (const name of names.values()) run.push(`deallocate ${name}`);
  const prepare = [...names].map(([text, name]) => `prepare ${name} as ${text}`);
  return { prepare: names.size > 0 ? [DROP_LEFTOVERS, ...prepare].join(SEPARATOR) : null, run: run.join(SEPARATOR) };
}
