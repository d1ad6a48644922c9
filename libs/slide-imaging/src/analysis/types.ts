/** Analysis metadata files as the image analysis software writes them (spec part 3, section 3). */
export type AlgorithmVersion = '1.0.0' | '1.0.7' | '1.0.16';

export interface AnalysisOoiJson {
  X: number | null;
  Y: number | null;
  /** 1.0.7 and later: 1 = most significant within the group. */
  Rank?: number | null;
  /** 1.0.16: the algorithm's score for this object (kept for reference, not displayed). */
  Score?: number | null;
}

export interface AnalysisGroupJson {
  /** 1.0.0: category index 0–4; 1.0.7 and later: the category's name (e.g. "Area", "NCRatio"). */
  GroupType: number | string;
  OOIs: AnalysisOoiJson[];
}

export interface SlideMetricsJson {
  CellCount?: number | null;
  /** 1.0.7 and later: atypia index, 0–1. */
  Atyp?: number | null;
  /** 1.0.16: spread of the atypia index, 0–1. */
  AtypSD?: number | null;
}

export interface AnalysisMetadataJson {
  AlgorithmVersion: string;
  Groups: AnalysisGroupJson[];
  SlideMetrics?: SlideMetricsJson;
}

export interface AnalysisFile {
  AnalysisMetadata: AnalysisMetadataJson;
}

/** What a parsed file gives the slide: the spec's Object of interest shape and slide fields. */
export interface ParsedObjectOfInterest {
  id: string;
  coords: { x: number; y: number };
  cat: { idx: number; name: string };
  rank: number;
  custom: false;
}

export interface ParsedAnalysis {
  format: 'json' | 'xml';
  algorithmVersion: AlgorithmVersion | null;
  accession: string | null;
  patient: { name: string; dob: string; lmp: string } | null;
  metrics: { cellCount: number | null; atyp: number | null; atypsd: number | null };
  /** One list per category, in category index order (five lists). */
  objects: ParsedObjectOfInterest[][];
  /** Objects left out because their coordinates were missing, not finite or negative. */
  skipped: number;
}
