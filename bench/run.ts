/**
 * `npm run bench`: runs every bench/*.bench.ts in its own process (one at a time, so they do not
 * disturb each other), collects the figures each prints as JSON lines, shows them with their
 * targets and baselines, saves bench/results/latest.json and, with --write-readme, the README table.
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

interface Figure {
  bench: string;
  name: string;
  value: number;
  unit: string;
  baseline?: number;
  ratio?: number;
  target?: string;
}

const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const files = (await readdir(`${root}bench`)).filter((f) => f.endsWith('.bench.ts') && (only.length === 0 || only.some((o) => f.includes(o)))).sort();

function runOne(file: string): Promise<Figure[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', `bench/${file}`], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${file} exited with ${code}`));
      resolve(
        out
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as Figure),
      );
    });
  });
}

const fmt = (n: number) => (Math.abs(n) >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(Math.abs(n) >= 10 ? 1 : 2));
const row = (f: Figure) =>
  `| ${f.bench} | ${f.name} | ${fmt(f.value)} ${f.unit} | ${f.baseline === undefined ? '' : fmt(f.baseline)} | ${f.ratio === undefined ? '' : `${(f.ratio * 100).toFixed(0)} %`} | ${f.target ?? ''} |`;

const figures: Figure[] = [];
for (const file of files) {
  process.stderr.write(`\n▶ ${file}\n`);
  figures.push(...(await runOne(file)));
}
const table = ['| bench | figure | measured | baseline | ratio | target |', '|---|---|---|---|---|---|', ...figures.map(row)].join('\n');
process.stdout.write(`\n${table}\n`);

await mkdir(`${root}bench/results`, { recursive: true });
await writeFile(`${root}bench/results/latest.json`, JSON.stringify({ measuredAt: new Date().toISOString(), figures }, null, 2));
if (process.argv.includes('--write-readme')) {
  const readme = await readFile(`${root}README.md`, 'utf8');
  const updated = readme.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, `<!-- bench:start -->\n${table}\n<!-- bench:end -->`);
  await writeFile(`${root}README.md`, updated);
}
