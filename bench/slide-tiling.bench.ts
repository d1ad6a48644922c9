/**
 * Slide tiling: time and peak memory (RSS) to build the Deep Zoom pyramid, thumbnail, macro and
 * manifest of a 20,000 × 20,000 synthetic Pap smear with buildPyramid (targets: ≤ 30 s, < 400 MB),
 * against plain `sharp(file).tile({ size: 512, layout: 'dz' })` on the same file in the same run.
 * Then the same smear as two Aperio SVS files with 256-pixel tiles, one JPEG and one JPEG 2000
 * (written with OpenJPEG's encoder at 20:1, as Aperio's J2K scanners do): buildPyramid on the J2K
 * slide against the JPEG one (target: the same 400 MB). Each measurement runs in its own child
 * process, so peak RSS is that work's alone. The synthetic slides are cached in the temp directory
 * (BENCH_SLIDE_DIR to move it). First, 4,096 × 4,096 smears drawn from case recipes (NILM, HSIL)
 * against today's recipe-less smear of the same size, each generated pinned to one core (target
 * < 3 s; issue 29).
 *
 *   BENCH_SLIDE_SIZE   slide width and height (default 20000)
 */
import { spawn } from 'node:child_process';
import { access, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { SYNTHETIC_GENERATOR_VERSION, buildPyramid, caseRecipe, generateSyntheticSlide } from '@cytocampus/slide-imaging';
import { figureWriter, log, round } from './lib/figures.js';

const SIZE = Number(process.env.BENCH_SLIDE_SIZE ?? 20_000);
const DIR = process.env.BENCH_SLIDE_DIR ?? join(tmpdir(), 'cytocampus-bench');
const SLIDE = join(DIR, `synthetic-v${SYNTHETIC_GENERATOR_VERSION}-${SIZE}-seed1.tif`);
const svsPath = (codec: 'jpeg' | 'aperio-j2k-rgb') => join(DIR, `synthetic-v${SYNTHETIC_GENERATOR_VERSION}-${SIZE}-seed1-${codec}.svs`);
const SELF = fileURLToPath(import.meta.url);
const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface Measured {
  seconds: number;
  maxRssMb: number;
}

const figure = figureWriter('slide-tiling');

/** Child mode: do one piece of work, print how long it took and the process's peak RSS. */
async function child(mode: string, input: string, out: string): Promise<void> {
  const started = performance.now();
  if (mode === 'generate') {
    await generateSyntheticSlide({ width: SIZE, height: SIZE, seed: 1, tiffPath: input, analysisPath: input.replace(/\.tif$/, '.analysis.json') });
  } else if (mode === 'generate-jpeg' || mode === 'generate-aperio-j2k-rgb') {
    const codec = mode === 'generate-jpeg' ? 'jpeg' : 'aperio-j2k-rgb';
    await generateSyntheticSlide({
      width: SIZE,
      height: SIZE,
      seed: 1,
      tiffPath: input,
      analysisPath: `${input}.analysis.json`,
      tileSize: 256,
      codec,
      aperio: true,
    });
  } else if (mode.startsWith('recipe-')) {
    const result = mode.slice('recipe-'.length);
    const recipe = result === 'none' ? undefined : caseRecipe('GYN', result as 'NILM' | 'HSIL');
    const size = RECIPE_SMEAR_SIZE;
    await generateSyntheticSlide({
      width: size,
      height: size,
      seed: 1,
      tiffPath: input,
      analysisPath: `${input}.analysis.json`,
      ...(recipe ? { recipe } : {}),
    });
  } else if (mode === 'build') {
    await buildPyramid({ input, outDir: out });
  } else {
    await sharp(input, { limitInputPixels: false }).tile({ size: 512, layout: 'dz' }).toFile(join(out, 'slide.dz'));
  }
  const result: Measured = { seconds: (performance.now() - started) / 1000, maxRssMb: process.resourceUsage().maxRSS / 1024 };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

function measure(mode: string, input: string, out: string, oneCore = false): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const args = ['--import', 'tsx', SELF, '--child', mode, input, out];
    // Pinned to one CPU: the JPEG encoding on libuv threads then shares the core with the rendering.
    const [command, argv] = oneCore ? ['taskset', ['-c', '0', process.execPath, ...args]] : [process.execPath, args];
    const proc = spawn(command, argv, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    proc.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    proc.on('error', reject);
    proc.on('exit', (code) => {
      const line = text.split('\n').find((l) => l.startsWith('{'));
      if (code !== 0 || !line) return reject(new Error(`${mode} child exited with ${code}`));
      resolve(JSON.parse(line) as Measured);
    });
  });
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

const RECIPE_SMEAR_SIZE = 4096;

/** Smears drawn from a case recipe against today's recipe-less smear, same size, same run, one core each. */
async function recipeSmears(): Promise<void> {
  const path = join(DIR, 'recipe-smear.tif');
  log('recipe smears (4,096 × 4,096, one core) …');
  const baseline = await measure('recipe-none', path, '', true);
  for (const result of ['NILM', 'HSIL']) {
    const ours = await measure(`recipe-${result}`, path, '', true);
    figure({
      name: `synthetic smear from a recipe, GYN ${result} (4,096 × 4,096, one core; baseline: no recipe)`,
      value: round(ours.seconds),
      unit: 's',
      baseline: round(baseline.seconds),
      ratio: round(ours.seconds / baseline.seconds, 3),
      target: '< 3 s',
    });
  }
  await rm(path, { force: true });
  await rm(`${path}.analysis.json`, { force: true });
}

async function main(): Promise<void> {
  await mkdir(DIR, { recursive: true });
  await recipeSmears();
  if (!(await exists(SLIDE))) {
    log(`generating a ${SIZE} × ${SIZE} synthetic slide into ${SLIDE} …`);
    const gen = await measure('generate', SLIDE, '');
    figure({ name: `synthetic slide generation (${SIZE} × ${SIZE})`, value: round(gen.seconds), unit: 's', target: 'comparison only' });
    figure({ name: 'synthetic slide generation peak RSS', value: round(gen.maxRssMb, 0), unit: 'MB', target: 'comparison only' });
  } else log(`using cached ${SLIDE}`);

  const out = join(DIR, 'out');
  await rm(out, { recursive: true, force: true });
  await mkdir(join(out, 'baseline'), { recursive: true });
  log('plain sharp tile() …');
  const baseline = await measure('baseline', SLIDE, join(out, 'baseline'));
  log('buildPyramid …');
  const ours = await measure('build', SLIDE, join(out, 'pyramid'));
  await rm(out, { recursive: true, force: true });
  const label = `${SIZE.toLocaleString('en-US')} × ${SIZE.toLocaleString('en-US')}`;
  figure({
    name: `buildPyramid time (${label}, tiles + thumbnail + macro)`,
    value: round(ours.seconds),
    unit: 's',
    baseline: round(baseline.seconds),
    ratio: round(ours.seconds / baseline.seconds, 3),
    target: '≤ 30 s',
  });
  figure({
    name: 'buildPyramid peak RSS',
    value: round(ours.maxRssMb, 0),
    unit: 'MB',
    baseline: round(baseline.maxRssMb, 0),
    ratio: round(ours.maxRssMb / baseline.maxRssMb, 3),
    target: '< 400 MB',
  });
  await jpeg2000(out, label);
}

/** The JPEG 2000 SVS beside the JPEG SVS of the same smear and size. */
async function jpeg2000(out: string, label: string): Promise<void> {
  for (const codec of ['jpeg', 'aperio-j2k-rgb'] as const) {
    if (await exists(svsPath(codec))) continue;
    log(`writing the ${codec} SVS into ${svsPath(codec)} …`);
    const gen = await measure(`generate-${codec}`, svsPath(codec), '');
    figure({
      name: `synthetic ${codec === 'jpeg' ? 'JPEG' : 'JPEG 2000'} SVS generation (${label})`,
      value: round(gen.seconds),
      unit: 's',
      target: 'comparison only',
    });
  }
  log('buildPyramid on the JPEG SVS …');
  const jpeg = await measure('build', svsPath('jpeg'), join(out, 'jpeg'));
  log('buildPyramid on the JPEG 2000 SVS …');
  const j2k = await measure('build', svsPath('aperio-j2k-rgb'), join(out, 'j2k'));
  await rm(out, { recursive: true, force: true });
  const versus = 'baseline: the JPEG SVS of the same smear';
  figure({
    name: `buildPyramid time, JPEG 2000 SVS (${label}, 256-pixel tiles; ${versus})`,
    value: round(j2k.seconds),
    unit: 's',
    baseline: round(jpeg.seconds),
    ratio: round(j2k.seconds / jpeg.seconds, 3),
    target: 'comparison only',
  });
  figure({
    name: `buildPyramid peak RSS, JPEG 2000 SVS (${versus})`,
    value: round(j2k.maxRssMb, 0),
    unit: 'MB',
    baseline: round(jpeg.maxRssMb, 0),
    ratio: round(j2k.maxRssMb / jpeg.maxRssMb, 3),
    target: '< 400 MB',
  });
}

if (process.argv[2] === '--child') await child(process.argv[3]!, process.argv[4]!, process.argv[5]!);
else await main();
