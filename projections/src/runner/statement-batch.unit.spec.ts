import { describe, expect, it } from '@jest/globals';
import type { QueryResult, SqlExecutor } from '@cytocampus/event-store';
import { StatementBatch } from './statement-batch.js';

/** Records what would be sent to the database. */
function recorder(): { db: SqlExecutor; sent: { text: string; params?: readonly unknown[] }[] } {
  const sent: { text: string; params?: readonly unknown[] }[] = [];
  const db: SqlExecutor = {
    query: <R>(text: string, params?: readonly unknown[]) => {
      sent.push(params ? { text, params } : { text });
      return Promise.resolve({ rows: [], rowCount: 0 } as QueryResult<R>);
    },
  };
  return { db, sent };
}

describe('StatementBatch', () => {
  it('sends nothing until flushed, then one statement as it came', async () => {
    const { db, sent } = recorder();
    const batch = new StatementBatch(db);
    await batch.executor.query('insert into t (a) values ($1)', ["it's"]);
    expect(sent).toEqual([]);
    await batch.flush();
    expect(sent).toEqual([{ text: 'insert into t (a) values ($1)', params: ["it's"] }]);
    await batch.flush();
    expect(sent).toHaveLength(1);
  });

  it('sends several as one script: each text prepared once up front, executed in order, deallocated', async () => {
    const { db, sent } = recorder();
    const batch = new StatementBatch(db);
    await batch.executor.query('insert into t (a) values ($1) -- trailing comment', ['x']);
    await batch.executor.query('delete from t');
    await batch.executor.query('insert into t (a) values ($1) -- trailing comment', [null]);
    await batch.executor.query('update t set a = $1', [{ k: "'" }]);
    await batch.flush();
    expect(sent).toHaveLength(1);
    const parts = sent[0]!.text.split('\n;\n');
    expect(sent[0]!.params).toBeUndefined();
    expect(parts[0]).toMatch(/^do \$drop\$/);
    expect(parts.slice(1)).toEqual([
      'prepare cc_batch_0 as insert into t (a) values ($1) -- trailing comment',
      'prepare cc_batch_1 as update t set a = $1',
      "execute cc_batch_0(E'x')",
      'delete from t',
      'execute cc_batch_0(NULL)',
      `execute cc_batch_1(E'{"k":"''"}')`,
      'deallocate cc_batch_0',
      'deallocate cc_batch_1',
    ]);
  });

  it('prepares in a message of its own before a long script, which the prepared statements would otherwise copy', async () => {
    const { db, sent } = recorder();
    const batch = new StatementBatch(db);
    for (let n = 0; n < 500; n++) await batch.executor.query('insert into t (a) values ($1)', [`value number ${n}`]);
    await batch.flush();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.text.split('\n;\n').slice(1)).toEqual(['prepare cc_batch_0 as insert into t (a) values ($1)']);
    const run = sent[1]!.text.split('\n;\n');
    expect(run).toHaveLength(501);
    expect(run[0]).toBe("execute cc_batch_0(E'value number 0')");
    expect(run[500]).toBe('deallocate cc_batch_0');
  });

  it('needs no preparing when no statement has parameters', async () => {
    const { db, sent } = recorder();
    const batch = new StatementBatch(db);
    await batch.executor.query('delete from a');
    await batch.executor.query('delete from b', []);
    await batch.flush();
    expect(sent).toEqual([{ text: 'delete from a\n;\ndelete from b' }]);
  });

  it('is full at 1,000 statements', async () => {
    const batch = new StatementBatch(recorder().db);
    for (let n = 0; n < 999; n++) await batch.executor.query('select 1');
    expect(batch.full).toBe(false);
    await batch.executor.query('select 1');
    expect(batch.full).toBe(true);
  });

  it('answers a queued query with a result that throws when read', async () => {
    const batch = new StatementBatch(recorder().db);
    const result = await batch.executor.query('update t set a = 1');
    expect(() => result.rows).toThrow(/read a query result/);
    expect(() => result.rowCount).toThrow(/read a query result/);
  });

  it('throws at once for a parameter without an exact literal', () => {
    const batch = new StatementBatch(recorder().db);
    expect(() => batch.executor.query('insert into t (a) values ($1)', ['a\u0000b'])).toThrow(RangeError);
    expect(() => batch.executor.query('insert into t (a) values ($1)', [Buffer.from('x')])).toThrow(TypeError);
  });
});
