import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

/** docs/architecture.md stays true: the folders and files its "Two hops to a behaviour" table names exist. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
const section = doc.slice(doc.indexOf('## Two hops to a behaviour'), doc.indexOf('\n## ', doc.indexOf('## Two hops to a behaviour') + 1));
const ticked = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

const rows = section
  .split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| behaviour'))
  .map((line) => line.split('|').map((cell) => cell.trim()))
  .map(([, behaviour, folder, files]) => ({ behaviour: behaviour!, folder: ticked(folder!)[0]!, files: ticked(files!) }));

describe('the architecture document', () => {
  it('lists ten behaviours, each two hops away: a folder, then files in it', () => {
    expect(rows).toHaveLength(10);
    const missing = rows.flatMap(({ behaviour, folder, files }) =>
      [folder, ...files.map((file) => join(folder, file))]
        .filter((path) => !existsSync(join(ROOT, 'api/src/modules', path)))
        .map((path) => `${behaviour}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
