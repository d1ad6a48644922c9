import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const json = <T>(path: string): T => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as T;

interface NestProject {
  root: string;
  sourceRoot: string;
  entryFile: string;
  compilerOptions: { tsConfigPath: string };
}

/**
 * nest-cli.json names the Nest projects as the build makes them (tsc -b, each project's tsconfig):
 * the file must not drift from the tsconfigs and the start scripts.
 */
describe('nest-cli.json', () => {
  const { projects } = json<{ projects: Record<string, NestProject> }>('nest-cli.json');
  const scripts = json<{ scripts: Record<string, string> }>('package.json').scripts;

  it('describes the api and the projections worker', () => {
    expect(Object.keys(projects).sort()).toEqual(['api', 'projections']);
  });

  it.each(Object.entries(projects))('%s: its sources, tsconfig and entry are the ones the build and start scripts use', (name, project) => {
    const tsconfig = json<{ compilerOptions: { rootDir: string; outDir: string } }>(project.compilerOptions.tsConfigPath);
    expect(join(project.root, tsconfig.compilerOptions.rootDir)).toBe(project.sourceRoot);
    expect(existsSync(join(ROOT, project.sourceRoot, `${project.entryFile}.ts`))).toBe(true);
    const built = `${project.root}/${tsconfig.compilerOptions.outDir}/${project.entryFile}.js`;
    expect(scripts[`start:${name}`]).toBe(`node ${built}`);
  });
});
