import { beforeAll, describe, expect, it } from '@jest/globals';
import { measureCell, type CellMeasure } from '../testing/measure-morphology.js';
import { buildAnalysisFile } from './analysis-file.js';
import { createLayout } from './layout.js';
import { caseRecipe, type CaseRecipeOptions, type RecipeResult, type Specimen } from './recipes.js';
import { TileRenderer } from './render-tile.js';

/**
 * The morphology of each recipe, measured from rendered pixels (issue 29): around each of the first
 * 'area' objects a window is rendered and the cell there is segmented (testing/measure-morphology.ts);
 * nothing is read back from the layout. Core bounds (Bethesda): NILM nuclei small with a low N/C, LSIL
 * nuclei about three times larger, HSIL N/C above one half and darker nuclei; an unsatisfactory smear
 * shows a small share of the squamous cytoplasm a NILM smear of the same size shows.
 */
const SIZE = 2048;
const MPP = 0.25;
const WINDOW = 512;
const MEASURED = 8;

interface Measured {
  mean: CellMeasure;
  median: CellMeasure;
  count: number;
}

function measureRecipe<S extends Specimen>(specimen: S, result: RecipeResult<S>, options: CaseRecipeOptions = {}): Measured {
  const recipe = caseRecipe(specimen, result, options);
  const layout = createLayout(SIZE, SIZE, 29, MPP, recipe);
  const area = buildAnalysisFile(layout, recipe).AnalysisMetadata.Groups[0]!.OOIs;
  const renderer = new TileRenderer(layout);
  const data = new Uint8Array(WINDOW * WINDOW * 3);
  const cells: CellMeasure[] = [];
  for (const { X, Y } of area.slice(0, MEASURED)) {
    const [x, y] = [Number(X), Number(Y)];
    const x0 = Math.max(0, Math.min(SIZE - WINDOW, x - WINDOW / 2));
    const y0 = Math.max(0, Math.min(SIZE - WINDOW, y - WINDOW / 2));
    renderer.render(x0, y0, WINDOW, data);
    const cell = measureCell({ data, width: WINDOW, height: WINDOW }, x - x0, y - y0, MPP);
    if (cell) cells.push(cell);
  }
  const of = (pick: (c: CellMeasure) => number) => cells.map(pick).sort((a, b) => a - b);
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const median = (v: number[]) => v[v.length >> 1]!;
  const measures = { nuclearArea: of((c) => c.nuclearArea), nc: of((c) => c.nc), darkness: of((c) => c.darkness) };
  return {
    mean: { nuclearArea: mean(measures.nuclearArea), nc: mean(measures.nc), darkness: mean(measures.darkness) },
    median: { nuclearArea: median(measures.nuclearArea), nc: median(measures.nc), darkness: median(measures.darkness) },
    count: cells.length,
  };
}

/** Pixels where squamous cytoplasm shows its stain, pink-orange or blue-green, with nothing on top. */
function visibleSquamousCytoplasm(options: CaseRecipeOptions, result: 'NILM' | 'UNSATISFACTORY'): number {
  const renderer = new TileRenderer(createLayout(SIZE, SIZE, 29, MPP, caseRecipe('GYN', result, options)));
  const tile = 512;
  const data = new Uint8Array(tile * tile * 3);
  let shown = 0;
  for (let y = 0; y < SIZE; y += tile) {
    for (let x = 0; x < SIZE; x += tile) {
      renderer.render(x, y, tile, data);
      for (let i = 0; i < data.length; i += 3) {
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        if (Math.max(r, g, b) > 235 || r + g + b < 330) continue; // glass, nuclei
        if ((r > g + 20 && b > g) || (g > r + 12 && b > r + 12)) shown++;
      }
    }
  }
  return shown;
}

describe('smears drawn from case recipes: morphology measured from the pixels', () => {
  let nilm: Measured;
  let lsil: Measured;
  let hsil: Measured;
  beforeAll(() => {
    nilm = measureRecipe('GYN', 'NILM');
    lsil = measureRecipe('GYN', 'LSIL');
    hsil = measureRecipe('GYN', 'HSIL');
  });

  it('measures every area object it is given (each points at a cell whose nucleus it finds)', () => {
    expect([nilm.count, lsil.count, hsil.count]).toEqual([MEASURED, MEASURED, MEASURED]);
  });

  it('NILM: small nuclei and an N/C below 0.15', () => {
    expect(nilm.mean.nc).toBeLessThan(0.15);
    expect(nilm.mean.nuclearArea).toBeLessThan(100); // intermediate cells' nuclei are about 35 to 70 µm²
  });

  it('LSIL: nuclei more than 2.5 times the area of NILM ones, N/C still low (abundant mature cytoplasm)', () => {
    expect(lsil.mean.nuclearArea).toBeGreaterThan(2.5 * nilm.mean.nuclearArea);
    expect(lsil.mean.nc).toBeLessThan(0.3);
  });

  it('HSIL: N/C above 0.5, nuclei at least 1.4 times as dark as NILM ones', () => {
    expect(hsil.mean.nc).toBeGreaterThan(0.5);
    expect(hsil.mean.darkness).toBeGreaterThan(1.4 * nilm.mean.darkness);
  });

  it('the other GYN results show their cells: larger, darker nuclei than NILM, HSIL-like N/C for ASC-H, crowding for AIS', () => {
    const ascus = measureRecipe('GYN', 'ASCUS');
    const asch = measureRecipe('GYN', 'ASCH');
    const squamous = measureRecipe('GYN', 'SQUAMOUS');
    const agc = measureRecipe('GYN', 'AGC');
    const ais = measureRecipe('GYN', 'AIS');
    expect(ascus.median.nuclearArea).toBeGreaterThan(2.5 * nilm.median.nuclearArea);
    expect(asch.median.nc).toBeGreaterThan(0.5);
    expect(squamous.median.nuclearArea).toBeGreaterThan(2 * nilm.median.nuclearArea);
    expect(squamous.median.darkness).toBeGreaterThan(2 * nilm.median.darkness); // keratinised cells' ink-dot nuclei
    expect(agc.median.nuclearArea).toBeGreaterThan(nilm.median.nuclearArea);
    expect(agc.median.darkness).toBeGreaterThan(1.3 * nilm.median.darkness);
    expect(ais.median.nuclearArea).toBeGreaterThan(3 * agc.median.nuclearArea); // crowded, overlapping nuclei merge
  });

  it('urine: atypical and high-grade urothelial cells have larger, darker nuclei and a higher N/C than benign ones', () => {
    const negative = measureRecipe('Urine', 'NEGATIVE');
    const atypical = measureRecipe('Urine', 'ATYPICAL');
    const highGrade = measureRecipe('Urine', 'HIGHGRADE');
    expect(atypical.median.nuclearArea).toBeGreaterThan(2 * negative.median.nuclearArea);
    expect(atypical.median.nc).toBeGreaterThan(3 * negative.median.nc);
    expect(highGrade.median.nuclearArea).toBeGreaterThan(1.3 * atypical.median.nuclearArea);
    expect(highGrade.median.darkness).toBeGreaterThan(1.2 * atypical.median.darkness);
    expect(highGrade.median.nc).toBeGreaterThan(0.5);
  });

  it('thyroid: papillary nuclei are enlarged and paler (powdery chromatin) than benign follicular ones', () => {
    const benign = measureRecipe('Thyroid', 'CAT2');
    for (const result of ['CAT5', 'CAT6'] as const) {
      const papillary = measureRecipe('Thyroid', result);
      expect(papillary.median.nuclearArea).toBeGreaterThan(2 * benign.median.nuclearArea);
      expect(papillary.median.darkness).toBeLessThan(0.9 * benign.median.darkness);
    }
  });

  it('UNSATISFACTORY: under 30 % of the squamous cytoplasm a NILM smear of the same size shows (scant, or obscured by blood or inflammation)', () => {
    const normal = visibleSquamousCytoplasm({}, 'NILM');
    for (const obscuredBy of ['scant', 'blood', 'inflammation'] as const) {
      const share = visibleSquamousCytoplasm({ obscuredBy }, 'UNSATISFACTORY') / normal;
      expect([obscuredBy, share < 0.3 ? 'under 30 %' : share]).toEqual([obscuredBy, 'under 30 %']);
    }
  });
});
