import { mkdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { assertChannelName } from './errors.js';
import type { QueryResult, SqlClient, SqlExecutor } from './types.js';
import { pgliteParsers } from './value-parsers.js';

const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY']);

function toResult<R>(result: Results | undefined): QueryResult<R> {
  const rows = (result?.rows ?? []) as R[];
  const counted = result?.command !== undefined && COUNTED_COMMANDS.has(result.command.toUpperCase());
  return { rows, rowCount: counted ? (result?.affectedRows ?? rows.length) : rows.length };
}

/**
 * PGlite runs each query synchronously on this thread, and its queue hands over from one query to
 * the next in microtasks: under load the event loop never reached its I/O phase, so a new
 * connection (a browser's first request, or one after its keep-alive ended) waited for the whole
 * queue to drain, 20 s and more with 50 busy clients. One turn of the loop before each query lets
 * I/O in between.
 */
const yieldToIo = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

function executor(target: PGlite | Transaction): SqlExecutor {
  return {
    // Statement names are a node-postgres plan cache; PGlite plans in-process, so they are ignored.
    async query<R>(text: string, params?: readonly unknown[]): Promise<QueryResult<R>> {
      await yieldToIo();
      if (params && params.length > 0) return toResult<R>(await target.query(text, [...params]));
      // Without parameters use the simple protocol, like node-postgres: several statements are allowed.
      const results = await target.exec(text);
      return toResult<R>(results[results.length - 1]);
    },
  };
}

/**
 * SqlClient over PGlite, PostgreSQL compiled to WebAssembly, in this process. One connection:
 * queries and transactions are serialized, and `withSession` shares that one session.
 * @param dataDir a directory (created when missing) or 'memory://'
 */
export async function createPgliteClient(dataDir: string, loadDataDir?: Blob): Promise<SqlClient> {
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the read models index name searches by trigrams, as on a real PostgreSQL server.
  const db = await PGlite.create(dataDir, { parsers: pgliteParsers(), extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  const direct = executor(db);
  return {
    kind: 'pglite',
    query: (text, params) => direct.query(text, params),
    transaction: (fn) => db.transaction((tx) => fn(executor(tx))),
    withSession: (fn) => fn(direct),
    async listen(channel, onNotify) {
      assertChannelName(channel);
      const unlisten = await db.listen(channel, onNotify);
      return () => unlisten();
    },
    close: () => db.close(),
  };
}

/** The installed PGlite's version: a snapshot of another version's cluster is not loaded. */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = dirname(entry);
  while (dir !== dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite') return pkg.version ?? 'unknown';
    } catch {
      // Not the package's folder yet.
    }
    dir = dirname(dir);
  }
  return 'unknown';
}

let emptyCluster: Promise<Blob> | null = null;

/**
 * A snapshot of an empty cluster, kept in the temporary folder by whichever process first needs it
 * (written aside, then renamed into place, so a reader never sees half of one).
 */
function emptyClusterSnapshot(): Promise<Blob> {
  emptyCluster ??= (async () => {
    const file = join(tmpdir(), `cytocampus-pglite-${pgliteVersion()}-empty.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      const db = await PGlite.create('memory://', { extensions: { pg_trgm } });
      const dump = await db.dumpDataDir('none');
      await db.close();
      const aside = `${file}.${process.pid}.${Date.now()}`;
      await writeFile(aside, Buffer.from(await dump.arrayBuffer()));
      await rename(aside, file);
      return dump;
    }
  })();
  return emptyCluster;
}

/**
 * A fresh in-memory PGlite for tests, started from a snapshot of an empty cluster rather than made
 * anew: most of a start is initdb in WebAssembly (about 4 s against 1 s from the snapshot).
 */
export async function createMemoryPgliteClient(): Promise<SqlClient> {
  return createPgliteClient('memory://', await emptyClusterSnapshot());
}
