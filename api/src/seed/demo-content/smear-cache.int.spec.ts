import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { caseRecipe } from '@cytocampus/slide-imaging';
import type { DemoSlide } from './library-slides.js';
import { drawSmear } from './smear-cache.js';

const slide = (result: 'NILM' | 'HSIL'): DemoSlide => ({
  id: 'x',
  itemId: 'x',
  imageUpload: 'x',
  analysisUpload: 'x',
  seed: 7,
  accession: 'GYN26-TEST1',
  size: { width: 256, height: 256 },
  recipe: caseRecipe('GYN', result),
});

let dir: string;
const paths = (name: string) => [join(dir, `${name}.tif`), join(dir, `${name}.json`)] as const;
const noProgress = () => undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'smear-cache-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the demo seed keeps its smears in SEED_SLIDE_CACHE', () => {
  it('draws a smear once, copies it the next time, and draws again when the recipe differs', async () => {
    const cache = join(dir, 'cache');
    await drawSmear(cache, slide('NILM'), ...paths('first'), noProgress);
    const kept = (await readdir(cache)).sort();
    expect(kept.map((name) => name.replace(/^\w+/, ''))).toEqual(['.json', '.tif']);

    // Marked in the cache: a second draw that copies brings the mark, one that generates would not.
    const cachedAnalysis = join(cache, kept[0]!);
    await writeFile(cachedAnalysis, '{"copied":true}');
    await drawSmear(cache, slide('NILM'), ...paths('second'), noProgress);
    expect(await readFile(paths('second')[1], 'utf8')).toBe('{"copied":true}');
    expect(await readFile(paths('second')[0])).toEqual(await readFile(paths('first')[0]));

    await drawSmear(cache, slide('HSIL'), ...paths('third'), noProgress);
    expect(JSON.parse(await readFile(paths('third')[1], 'utf8'))).toHaveProperty('AnalysisMetadata');
    expect(await readdir(cache)).toHaveLength(4);
  });

  it('draws without keeping anything when no folder is set', async () => {
    await drawSmear(null, slide('NILM'), ...paths('plain'), noProgress);
    expect(JSON.parse(await readFile(paths('plain')[1], 'utf8'))).toHaveProperty('AnalysisMetadata');
  });
});
