/**
 * Writes a synthetic Pap-smear slide and its analysis file:
 *   node --import tsx libs/slide-imaging/src/cli/generate.ts --out slide.tif [--analysis slide.json]
 *        [--width 20000] [--height 20000] [--seed 1] [--bigtiff]
 *        [--recipe GYN:HSIL] [--organisms Candida,Actinomyces] [--obscured blood]
 * Without --recipe, the smear shows every finding the generator draws.
 */
import { parseArgs } from 'node:util';
import { generateSyntheticSlide } from '../synthetic/generate-synthetic-slide.js';
import { caseRecipe, type CaseRecipeOptions, type Organism, type RecipeResult, type Specimen } from '../synthetic/recipes.js';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    analysis: { type: 'string' },
    width: { type: 'string', default: '20000' },
    height: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '1' },
    bigtiff: { type: 'boolean', default: false },
    recipe: { type: 'string' },
    organisms: { type: 'string' },
    obscured: { type: 'string' },
  },
});
if (!values.out) {
  process.stderr.write('usage: generate.ts --out slide.tif [--analysis slide.json] [--width 20000] [--height 20000] [--seed 1] [--bigtiff]\n');
  process.exit(2);
}
const [specimen, result] = (values.recipe ?? '').split(':') as [Specimen, RecipeResult];
const recipe = values.recipe
  ? caseRecipe(specimen, result as never, {
      ...(values.organisms ? { organisms: values.organisms.split(',') as Organism[] } : {}),
      ...(values.obscured ? { obscuredBy: values.obscured as CaseRecipeOptions['obscuredBy'] } : {}),
    })
  : undefined;
const started = performance.now();
let shown = -1;
const slide = await generateSyntheticSlide({
  width: Number(values.width),
  height: Number(values.height),
  seed: values.seed,
  tiffPath: values.out,
  analysisPath: values.analysis ?? values.out.replace(/\.tiff?$/i, '') + '.analysis.json',
  bigTiff: values.bigtiff ? true : 'auto',
  ...(recipe ? { recipe } : {}),
  onProgress: (f) => {
    const pct = Math.floor(f * 100);
    if (pct !== shown && pct % 10 === 0) process.stderr.write(`${pct}% `);
    shown = pct;
  },
});
process.stderr.write('\n');
process.stdout.write(`${JSON.stringify({ ...slide, analysis: undefined, seconds: (performance.now() - started) / 1000 })}\n`);
