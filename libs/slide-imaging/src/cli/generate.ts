/**
 * Writes a synthetic Pap-smear slide and its analysis file:
 *   node --import tsx libs/slide-imaging/src/cli/generate.ts --out slide.tif [--analysis slide.json]
 *        [--width 20000] [--height 20000] [--seed 1] [--bigtiff]
 */
import { parseArgs } from 'node:util';
import { generateSyntheticSlide } from '../synthetic/generate-synthetic-slide.js';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    analysis: { type: 'string' },
    width: { type: 'string', default: '20000' },
    height: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '1' },
    bigtiff: { type: 'boolean', default: false },
  },
});
if (!values.out) {
  process.stderr.write('usage: generate.ts --out slide.tif [--analysis slide.json] [--width 20000] [--height 20000] [--seed 1] [--bigtiff]\n');
  process.exit(2);
}
const started = performance.now();
let shown = -1;
const slide = await generateSyntheticSlide({
  width: Number(values.width),
  height: Number(values.height),
  seed: values.seed,
  tiffPath: values.out,
  analysisPath: values.analysis ?? values.out.replace(/\.tiff?$/i, '') + '.analysis.json',
  bigTiff: values.bigtiff ? true : 'auto',
  onProgress: (f) => {
    const pct = Math.floor(f * 100);
    if (pct !== shown && pct % 10 === 0) process.stderr.write(`${pct}% `);
    shown = pct;
  },
});
process.stderr.write('\n');
process.stdout.write(`${JSON.stringify({ ...slide, analysis: undefined, seconds: (performance.now() - started) / 1000 })}\n`);
