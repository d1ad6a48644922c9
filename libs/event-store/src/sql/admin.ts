import pg from 'pg';

/** Creates and drops whole databases on a PostgreSQL server (tests, benchmarks, first start). */
function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
  return `"${name}"`;
}

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Returns the URL of the new database: `adminUrl` with its database name replaced. With `template`,
 * a copy of that database (which nobody may be connected to).
 */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  const from = template ? ` TEMPLATE ${quoteIdentifier(template)}` : '';
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${quoteIdentifier(name)}${from}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the database, closing whatever connections are left (PostgreSQL 13+). */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`));
}
