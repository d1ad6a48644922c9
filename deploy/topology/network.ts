import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The bridge every host of the topology hangs on, and its subnet: the machine itself is .1 on it. */
const BRIDGE = 'cctopo0';
const SUBNET = '10.231.0';
export const MACHINE_ADDRESS = `${SUBNET}.1`;

/** The hosts of the topology, named as in docker-compose.yml, with their addresses on the bridge. */
export const HOSTS = {
  postgres: `${SUBNET}.2`,
  redis: `${SUBNET}.3`,
  'api-1': `${SUBNET}.11`,
  'api-2': `${SUBNET}.12`,
  'projections-1': `${SUBNET}.21`,
  'projections-2': `${SUBNET}.22`,
  web: `${SUBNET}.80`,
} as const;
export type HostName = keyof typeof HOSTS;

/** The network namespace of a host: a process started in it sees only its own loopback and the bridge. */
export const namespaceOf = (host: HostName): string => `cctopo-${host}`;

async function ip(...args: string[]): Promise<void> {
  await run('ip', args);
}
async function quietly(...args: string[]): Promise<void> {
  await ip(...args).catch(() => undefined);
}

/**
 * Makes one network namespace per host, joined by a veth pair to one bridge on the machine (as
 * containers on a compose network): each host has its own address and ports, and reaches the
 * others only over the bridge. What a previous run left behind is removed first.
 */
export async function createNetwork(): Promise<void> {
  await removeNetwork();
  await ip('link', 'add', BRIDGE, 'type', 'bridge');
  await ip('addr', 'add', `${MACHINE_ADDRESS}/24`, 'dev', BRIDGE);
  await ip('link', 'set', BRIDGE, 'up');
  for (const [host, address] of Object.entries(HOSTS) as [HostName, string][]) {
    const ns = namespaceOf(host);
    // An interface name has at most 15 characters: the machine's end is named by the host's address.
    const machineEnd = `cctopo-${address.split('.').pop()}`;
    await ip('netns', 'add', ns);
    await ip('link', 'add', machineEnd, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', ns);
    await ip('link', 'set', machineEnd, 'master', BRIDGE, 'up');
    await ip('-n', ns, 'addr', 'add', `${address}/24`, 'dev', 'eth0');
    await ip('-n', ns, 'link', 'set', 'eth0', 'up');
    await ip('-n', ns, 'link', 'set', 'lo', 'up');
    await ip('-n', ns, 'route', 'add', 'default', 'via', MACHINE_ADDRESS);
  }
}

/** Removes the namespaces and the bridge (deleting a namespace deletes its veth pair). */
export async function removeNetwork(): Promise<void> {
  for (const host of Object.keys(HOSTS) as HostName[]) await quietly('netns', 'delete', namespaceOf(host));
  await quietly('link', 'delete', BRIDGE);
}

/** The command line that runs `command` on `host` (inside its namespace). */
export const onHost = (host: HostName, command: string[]): string[] => ['ip', 'netns', 'exec', namespaceOf(host), ...command];

/** The /etc/hosts a host sees: the others by name, as compose's DNS would answer. */
export const hostsFile = (): string => ['127.0.0.1 localhost', ...Object.entries(HOSTS).map(([host, address]) => `${address} ${host}`), ''].join('\n');
