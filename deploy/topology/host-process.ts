import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import { onHost, type HostName } from './network.js';

/**
 * One long-running program of the topology on its host (its network namespace), in a mount
 * namespace of its own where /etc/hosts names the other hosts (as compose's DNS would) and where
 * `binds` lay files over paths (nginx's web root and site config). Its output goes to `<logs>/<name>.log`.
 */
export interface HostProcessSpec {
  name: string;
  host: HostName;
  command: string[];
  env?: NodeJS.ProcessEnv;
  /** [file or folder on the machine, path the program sees] */
  binds?: [string, string][];
}

export class HostProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);
  private log: WriteStream | null = null;

  constructor(
    readonly spec: HostProcessSpec,
    private readonly logs: string,
    private readonly hostsFile: string,
  ) {}

  get name(): string {
    return this.spec.name;
  }
  get pid(): number | undefined {
    return this.child?.pid;
  }
  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  start(): void {
    if (this.running) throw new Error(`${this.name} is already running`);
    const binds = [[this.hostsFile, '/etc/hosts'] as const, ...(this.spec.binds ?? [])];
    // The shell lays the binds, then becomes the program: the pid is the program's, so a signal reaches it.
    const script = [...binds.map((_, i) => `mount --bind "\${${2 * i + 1}}" "\${${2 * i + 2}}"`), `shift ${2 * binds.length}`, 'exec "$@"'].join(' && ');
    const args = ['unshare', '--mount', '--propagation', 'private', 'sh', '-c', script, 'sh', ...binds.flat(), ...this.spec.command];
    const [command, ...rest] = onHost(this.spec.host, args);
    this.log ??= createWriteStream(join(this.logs, `${this.name}.log`), { flags: 'a' });
    this.log.write(`\n--- started ${new Date().toISOString()} ---\n`);
    const child = spawn(command!, rest, { env: { ...process.env, ...this.spec.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(this.log, { end: false });
    child.stderr.pipe(this.log, { end: false });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  /** kill -9: no shutdown hook runs, as when the process's machine loses power. */
  async kill(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM, as a deploy's stop: the program drains and exits (killed after `graceMs`). */
  async stop(graceMs = 20_000): Promise<void> {
    if (!this.running) return;
    this.child!.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }

  async restart(): Promise<void> {
    await this.stop();
    this.start();
  }

  close(): void {
    this.log?.end();
    this.log = null;
  }
}
