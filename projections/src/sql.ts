import type { SqlExecutor } from '@cytocampus/event-store';

/** Runs DDL statements one by one (the extended protocol takes one statement per query). */
export async function execAll(db: SqlExecutor, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await db.query(statement);
}
