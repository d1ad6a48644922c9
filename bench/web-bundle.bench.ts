/**
 * What a visitor's browser downloads before the sign-in screen and the learner's Home can show
 * (target: at most 250 KB of gzipped script each). Both load the entry script of web/dist/index.html
 * and the modules it imports statically (the other pages are loaded when their routes open); the
 * baseline is the whole client, every chunk, as one would download it without route splitting.
 * Reads the build `npm run bench` makes first.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'web/dist';
const figure = (f: object) => process.stdout.write(`${JSON.stringify({ bench: 'web-bundle', ...f })}\n`);
const gzipKb = async (file: string) => gzipSync(await readFile(join(DIST, file)), { level: 9 }).length / 1024;

/** The entry script and, recursively, the chunks it imports statically (`import … from "./x.js"` in the built code). */
async function staticClosure(entry: string): Promise<string[]> {
  const seen = new Set<string>();
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = await readFile(join(DIST, file), 'utf8');
    // Static imports only: `import(` (dynamic) is what route splitting leaves for later.
    for (const [, name] of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) await visit(join('assets', name!));
  };
  await visit(entry);
  return [...seen];
}

const html = await readFile(join(DIST, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error(`${DIST}/index.html has no entry script: run "npm run build" first`);
const initial = await staticClosure(entry);
const initialKb = (await Promise.all(initial.map(gzipKb))).reduce((a, b) => a + b, 0);
const all = (await readdir(join(DIST, 'assets'))).filter((f) => f.endsWith('.js')).map((f) => join('assets', f));
const allKb = (await Promise.all(all.map(gzipKb))).reduce((a, b) => a + b, 0);
for (const screen of ['sign-in screen', 'learner Home']) {
  figure({
    name: `gzipped script before the ${screen} shows (${initial.length} file${initial.length === 1 ? '' : 's'}; baseline: the whole client)`,
    value: initialKb,
    unit: 'KB',
    baseline: allKb,
    ratio: initialKb / allKb,
    target: '≤ 250 KB',
  });
}
