/**
 * Builds the Deep Zoom pyramid, thumbnail, macro and manifest of a slide file:
 *   node --import tsx libs/slide-imaging/src/cli/build-pyramid.ts <slide file> <output dir> [--tile-size 512] [--overlap 0]
 */
import { parseArgs } from 'node:util';
import { SlideImportError } from '../errors.js';
import { buildPyramid } from '../pyramid/build-pyramid.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'tile-size': { type: 'string', default: '512' }, overlap: { type: 'string', default: '0' } },
});
const [input, outDir] = positionals;
if (!input || !outDir) {
  process.stderr.write('usage: build-pyramid.ts <slide file> <output dir> [--tile-size 512] [--overlap 0]\n');
  process.exit(2);
}
try {
  const manifest = await buildPyramid({ input, outDir, tileSize: Number(values['tile-size']), overlap: Number(values.overlap) });
  process.stdout.write(`${JSON.stringify(manifest, null, 2)}\n`);
} catch (error) {
  if (!(error instanceof SlideImportError)) throw error;
  process.stderr.write(`${error.code}: ${error.message}\n`);
  process.exit(1);
}
