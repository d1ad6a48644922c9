import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { READ_MODELS } from '@cytocampus/projections';

/**
 * Read models are contracts (docs/adr/0002 "Readers"): every read model's projection has a reader
 * (`<model>.reader.ts` beside it: its row types and queries), and the API reads them only through it.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PROJECTIONS = join(ROOT, 'projections/src/read-models');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The read models whose tables a text names in SQL (after from, join, update or into, or opening a FROM fragment: `= `stats_records s join …``). */
export function readModelsNamedIn(text: string, tables: readonly (readonly [string, string])[]): string[] {
  return [
    ...new Set(
      tables
        .filter(([table]) => new RegExp(`\\b(from|join|update|into)\\s+${table}\\b|=\\s*\`\\s*${table}\\s+[a-z]\\w*\\b`, 'i').test(text))
        .map(([, model]) => model),
    ),
  ];
}

const TABLES = READ_MODELS.flatMap((p) => p.tables.map((table) => [table, p.name] as const));
/** The read models whose projection's folder holds a reader (`*.reader.ts`), by the projection's name. */
const withReader = new Set(
  readdirSync(PROJECTIONS, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      const files = readdirSync(join(PROJECTIONS, d.name));
      const projection = files.find((f) => f.endsWith('.projection.ts'));
      if (!projection || !files.some((f) => f.endsWith('.reader.ts'))) return [];
      const name = /Projection<[^>]*>\s*=\s*\{\s*name:\s*'([^']+)'/.exec(readFileSync(join(PROJECTIONS, d.name, projection), 'utf8'))?.[1];
      return name ? [name] : [];
    }),
);

describe('read models behind readers', () => {
  it('finds the read models a query names', () => {
    const tables = [['practice_sets', 'practiceSets'] as const, ['users', 'users'] as const];
    expect(readModelsNamedIn('select 1 from practice_sets p join users u on u.id = p.user_id', tables)).toEqual(['practiceSets', 'users']);
    expect(readModelsNamedIn('select user_id, practice_sets_count from x', tables)).toEqual([]);
    expect(readModelsNamedIn('const from = `practice_sets p join x on true`', tables)).toEqual(['practiceSets']);
    expect(readModelsNamedIn('const path = `users/${id}`; /** `size` users may */', tables)).toEqual([]);
  });

  it('has the API read every read model only through its reader', () => {
    const direct = new Map<string, string[]>();
    for (const file of sources(join(ROOT, 'api/src')))
      for (const model of readModelsNamedIn(readFileSync(file, 'utf8'), TABLES)) direct.set(model, [...(direct.get(model) ?? []), relative(ROOT, file)]);
    expect(READ_MODELS.map((p) => p.name).filter((name) => !withReader.has(name))).toEqual([]);
    expect([...direct]).toEqual([]);
  });
});
