import pg from 'pg';

/**
 * Runs `during` while another connection holds `table` locked, so that the projection writing it
 * cannot apply what `during` appends (a read model that is late), then lets go.
 *
 * Only for `*.held.e2e.spec.ts` files, which scripts/test.sh runs alone: the projection's blocked
 * transaction holds back the cluster's snapshot xmin, below which every event-store reader of every
 * database of the PostgreSQL cluster reads (docs/adr/0003), so the test servers of files running
 * beside it would see their own read models stall and answer 503.
 */
export async function whileTableHeld<T>(databaseUrl: string, table: string, during: () => Promise<T>): Promise<T> {
  const blocker = new pg.Client({ connectionString: databaseUrl });
  await blocker.connect();
  try {
    await blocker.query('begin');
    await blocker.query(`lock table ${table} in exclusive mode`);
    const result = await during();
    await blocker.query('rollback');
    return result;
  } finally {
    await blocker.end();
  }
}
