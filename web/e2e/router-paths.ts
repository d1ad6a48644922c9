/**
 * The web router's paths, read from its route objects (web/src/app/routePaths.ts over the `routes`
 * of web/src/app/router.tsx) in a Node.js of their own: the router is TSX with React elements, which
 * tsx loads and jest's transform does not. The accessibility sweep compares its table with this list.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { AccessRule } from '@cytocampus/permissions';

/** One path of the route table (routePaths.ts's RoutePath: the web client's code is not the tests' to import). */
export interface RoutePath {
  path: string;
  redirectsTo?: string;
  access?: AccessRule;
}

const WEB_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

const PRINT = `
const { routes } = await import('./src/app/router.tsx');
const { routePaths } = await import('./src/app/routePaths.ts');
process.stdout.write(JSON.stringify(routePaths(routes)));
`;

export async function routerPaths(): Promise<RoutePath[]> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', PRINT], {
    cwd: WEB_ROOT,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  return JSON.parse(stdout) as RoutePath[];
}
