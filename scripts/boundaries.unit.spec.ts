import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';

/**
 * The lint rule that holds the API's bounded contexts apart (docs/adr/0037), proved on fixtures:
 * source text linted as if it stood at a path of the tree, with exactly the project's boundary rules.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
// A path in a variable: the .mjs config is loaded as it is, not type-checked.
const CONFIG = `${ROOT}eslint.boundaries.mjs`;

let eslint: ESLint;
let contextDeps: Record<string, string[]>;

beforeAll(async () => {
  const config = (await import(CONFIG)) as { boundariesConfigs: Linter.Config[]; CONTEXT_DEPS: Record<string, string[]> };
  contextDeps = config.CONTEXT_DEPS;
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    baseConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...config.boundariesConfigs],
  });
});

/** The boundary errors of one import written in a file at `path`. */
async function refusals(path: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${from}';\nexport const y = x;\n`, { filePath: `${ROOT}${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('the bounded contexts of the API, held apart by the linter', () => {
  it("refuses another context's internals", async () => {
    expect(await refusals('api/src/modules/audit/shared/fixture.ts', '../../learning/shared/slide-players.js')).toHaveLength(1);
  });

  it("allows another context's public entry, down the graph", async () => {
    expect(await refusals('api/src/modules/audit/shared/fixture.ts', '../../learning/index.js')).toEqual([]);
  });

  it("refuses a context's public entry up the graph (content asks learning through a message)", async () => {
    expect(await refusals('api/src/modules/content/shared/fixture.ts', '../../learning/index.js')).toHaveLength(1);
    expect(await refusals('api/src/modules/content/shared/fixture.ts', '../../../messages/learning.js')).toEqual([]);
  });

  it('keeps infrastructure and messages free of contexts', async () => {
    expect(await refusals('api/src/http/fixture.ts', '../modules/learning/index.js')).toHaveLength(1);
    expect(await refusals('api/src/messages/fixture.ts', '../modules/uploads/index.js')).toHaveLength(1);
  });

  it('lets the composition root reach a context only through its entry', async () => {
    expect(await refusals('api/src/seed/fixture.ts', '../modules/content/index.js')).toEqual([]);
    expect(await refusals('api/src/seed/fixture.ts', '../modules/content/slides/shared/slide-files.js')).toHaveLength(1);
  });

  it('has no two contexts depending on each other, even through others', () => {
    const cycle = (start: string, at: string, seen: Set<string>): boolean =>
      (contextDeps[at] ?? []).some((next) => next === start || (!seen.has(next) && (seen.add(next), cycle(start, next, seen))));
    expect(Object.keys(contextDeps).filter((context) => cycle(context, context, new Set()))).toEqual([]);
  });
});
