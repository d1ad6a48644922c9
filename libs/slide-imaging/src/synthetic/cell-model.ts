/**
 * The synthetic smear as data. Colours are optical densities per RGB channel (absorbance, Beer–Lambert):
 * overlapping translucent cytoplasm adds up the way stained cells do under transmitted light.
 */
export type Od = readonly [number, number, number];

export type CellKind =
  | 'superficial' // mature squamous, pink/orange cytoplasm, small pyknotic nucleus
  | 'intermediate' // squamous, blue-green cytoplasm, vesicular nucleus
  | 'parabasal' // small round squamous, dense cytoplasm
  | 'koilocyte' // LSIL: enlarged hyperchromatic nucleus, perinuclear halo
  | 'hsil' // small cell, large hyperchromatic irregular nucleus (high N/C)
  | 'endocervical' // columnar cell in a honeycomb sheet
  | 'neutrophil'
  | 'lymphocyte'
  | 'trichomonas';

/** Inside when nx·x + ny·y ≤ d (coordinates relative to the cell centre). */
export interface HalfPlane {
  nx: number;
  ny: number;
  d: number;
}

export interface Nucleus {
  x: number;
  y: number;
  rx: number;
  ry: number;
  cos: number;
  sin: number;
  /** Contour irregularity: radius × (1 + a2·cos(2θ + p2) + a3·cos(3θ + p3)). */
  a2: number;
  p2: number;
  a3: number;
  p3: number;
  od: Od;
  /** Chromatin texture: amplitude (0 = smooth) and granule size in pixels. */
  chromatin: number;
  granule: number;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Cell {
  id: number;
  kind: CellKind;
  x: number;
  y: number;
  /** The cytoplasm polygon as half-planes, flattened (nx, ny, d) for the render loop. */
  edges: Float64Array;
  cytoOd: Od;
  /** Area of the cytoplasm polygon in pixels (for N/C ratios in the analysis file). */
  area: number;
  /** Distance from the centre to the farthest corner, in pixels. */
  radius: number;
  nuclei: Nucleus[];
  /** A folded-over edge: pixels beyond this line (inside the cell) have double cytoplasm. */
  fold?: HalfPlane;
  /** Koilocyte cavity around the nucleus (radii in pixels, relative to the first nucleus). */
  halo?: number;
  /** Clue cell: density of coccobacilli dots covering the cytoplasm (0–1). */
  bacteria?: number;
  clusterId?: number;
  box: Box;
}

export interface Cluster {
  id: number;
  kind: 'endocervical' | 'squamous';
  x: number;
  y: number;
  cells: number;
}

export interface SmearLayout {
  width: number;
  height: number;
  micronsPerPixel: number;
  seed: number;
  cells: Cell[];
  clusters: Cluster[];
  /** Largest half-size of any cell box, so a bucket lookup can widen its search. */
  maxReach: number;
  buckets: Map<number, Cell[]>;
}

export const BUCKET = 256;
export const bucketKey = (bx: number, by: number) => by * 65536 + bx;

/** Pap stain palette (optical densities). */
export const PALETTE = {
  background: [0.035, 0.04, 0.03],
  mucus: [0.5, 0.3, 0.12],
  pink: [0.07, 0.26, 0.19],
  orange: [0.06, 0.21, 0.33],
  cyan: [0.27, 0.15, 0.15],
  greyBlue: [0.24, 0.18, 0.13],
  denseCyan: [0.5, 0.26, 0.2],
  mucinous: [0.15, 0.12, 0.07],
  faint: [0.04, 0.045, 0.025],
  trich: [0.26, 0.2, 0.2],
  pyknotic: [1.7, 1.85, 1.05],
  vesicular: [0.6, 0.7, 0.38],
  hyperchromatic: [1.3, 1.5, 0.8],
  endoNucleus: [0.7, 0.8, 0.45],
  neutroLobe: [1.05, 1.2, 0.6],
  lympho: [1.45, 1.55, 0.8],
  trichNucleus: [0.45, 0.5, 0.25],
  bacteria: [0.7, 0.8, 0.45],
} as const satisfies Record<string, Od>;
