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
  | 'trichomonas'
  // Drawn only from case recipes (recipes.ts): one file per family draws them.
  | 'metaplastic' // immature squamous (ASC-H background): parabasal-sized, dense cytoplasm, normal nucleus
  | 'keratinized' // squamous carcinoma: orangeophilic, pleomorphic (spindle, tadpole), dark irregular nucleus
  | 'glandular' // AGC/AIS: columnar cell with an enlarged, elongated, crowded hyperchromatic nucleus
  | 'herpes' // multinucleated, moulded ground-glass nuclei
  | 'hypha' // Candida pseudohypha segment (no nucleus)
  | 'yeast' // Candida spore
  | 'actinomyces' // dense tangle at a colony's centre
  | 'filament' // one radiating Actinomyces filament
  | 'umbrella' // urine: benign superficial urothelial cell, abundant cytoplasm
  | 'urothelial' // urine: benign intermediate urothelial cell
  | 'atypicalUrothelial' // N/C about one half, mild hyperchromasia
  | 'highGradeUrothelial' // N/C 0.7 and above, hyperchromatic, coarse chromatin, irregular membrane
  | 'follicular' // thyroid: benign follicular cell, small round dark nucleus, scant cytoplasm
  | 'papillary' // thyroid: enlarged oval crowded nucleus, pale powdery chromatin, grooves, pseudo-inclusions
  | 'colloid'; // thyroid: a pool of colloid (no nucleus)

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
  /** Papillary carcinoma: a longitudinal nuclear groove (darker line along the long axis). */
  groove?: boolean;
  /** Papillary carcinoma: a pseudo-inclusion, a pale round hole this fraction of the nucleus wide. */
  inclusion?: number;
  /** Herpes: chromatin pushed to the membrane (margination), extra membrane density. */
  margination?: number;
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
  /** The cell that stands for one organism finding (its 'infection' object). */
  infection?: boolean;
  box: Box;
}

export type ClusterKind = 'endocervical' | 'squamous' | 'syncytial' | 'strip' | 'rosette' | 'urothelial' | 'follicular' | 'papillary';

export interface Cluster {
  id: number;
  kind: ClusterKind;
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
  /** What a recipe adds around the cells: blood, inflammation, tumour diathesis (0 = none, 1 = obscuring). */
  backdrop: Backdrop;
  /** Largest half-size of any cell box, so a bucket lookup can widen its search. */
  maxReach: number;
  buckets: Map<number, Cell[]>;
}

export interface Backdrop {
  blood: number;
  inflammation: number;
  diathesis: number;
}
export const NO_BACKDROP: Backdrop = { blood: 0, inflammation: 0, diathesis: 0 };

export const BUCKET = 256;
export const bucketKey = (bx: number, by: number) => by * 65536 + bx;

export const scale = (od: Od, f: number): Od => [od[0] * f, od[1] * f, od[2] * f];

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
  keratin: [0.05, 0.32, 0.55],
  blood: [0.03, 0.46, 0.6],
  exudate: [0.2, 0.22, 0.34],
  debris: [0.55, 0.62, 0.4],
  fungus: [0.22, 0.42, 0.3],
  actino: [0.9, 0.95, 0.45],
  colloid: [0.16, 0.13, 0.08],
  denseColloid: [0.2, 0.38, 0.24],
  urothelial: [0.2, 0.16, 0.14],
} as const satisfies Record<string, Od>;
