import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { appendFile, chown, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { onHost } from './network.js';

const run = promisify(execFile);
/** Debian's PostgreSQL programs, of the newest version installed. */
const BIN = `/usr/lib/postgresql/${readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))[0]}/bin`;

/** Debian's PostgreSQL client programs (pg_dump, pg_restore, createdb), of the server's version. */
export const POSTGRES_BIN = BIN;

/** The role, password and database docker-compose.yml gives the postgres service (allowed to create databases: a restore's). */
export const POSTGRES_ROLE = 'cytocampus';

/**
 * The topology's PostgreSQL: a cluster of its own (initdb into `dir`), run by the postgres user on
 * the `postgres` host, listening on the topology's network with password authentication, as the
 * compose service. Its own cluster, not the machine's, so that restarting it disturbs no other test.
 */
export class PostgresServer {
  private readonly log: string;

  constructor(
    private readonly dir: string,
    logs: string,
  ) {
    this.log = join(logs, 'postgres.log');
  }

  private async asPostgres(command: string[]): Promise<void> {
    const [program, ...args] = onHost('postgres', ['runuser', '-u', 'postgres', '--', ...command]);
    await run(program!, args);
  }

  private pgCtl(...args: string[]): Promise<void> {
    return this.asPostgres([`${BIN}/pg_ctl`, '-D', this.dir, '-l', this.log, '-w', ...args]);
  }

  async init(subnet: string): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await chown(this.dir, ...(await postgresIds()));
    await appendFile(this.log, '');
    await chown(this.log, ...(await postgresIds()));
    await this.asPostgres([`${BIN}/initdb`, '-D', this.dir, '-U', 'postgres', '--auth-local=trust', '--auth-host=scram-sha-256', '--no-sync']);
    await appendFile(join(this.dir, 'pg_hba.conf'), `host all all ${subnet} scram-sha-256\n`);
    await appendFile(
      join(this.dir, 'postgresql.conf'),
      [`listen_addresses = '*'`, `unix_socket_directories = '${this.dir}'`, 'max_connections = 200', ''].join('\n'),
    );
    await this.start();
    const psql = (sql: string) => this.asPostgres([`${BIN}/psql`, '-h', this.dir, '-U', 'postgres', '-q', '-c', sql]);
    await psql(`create role ${POSTGRES_ROLE} login createdb password '${POSTGRES_ROLE}'`);
    await psql(`create database ${POSTGRES_ROLE} owner ${POSTGRES_ROLE}`);
  }

  start(): Promise<void> {
    return this.pgCtl('start');
  }

  /** pg_ctl restart -m fast (what pg_ctlcluster restart does): sessions are ended, the server comes back. */
  restart(): Promise<void> {
    return this.pgCtl('restart', '-m', 'fast');
  }

  async stop(): Promise<void> {
    await this.pgCtl('stop', '-m', 'fast').catch(() => undefined);
  }
}

async function postgresIds(): Promise<[number, number]> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return [Number(uid), Number(gid)];
}
