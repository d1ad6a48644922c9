import { AnalysisFileError } from '../errors.js';
import { findCategory, type OoiCategory } from './categories.js';
import { ObjectCollector } from './object-collector.js';
import type { AlgorithmVersion, ParsedAnalysis } from './types.js';

/**
 * The JSON AnalysisMetadata format. The spec names three algorithm versions but not how they
 * differ; these are the differences we support (the newest version the file's version is at or
 * above is used, within major version 1; anything else is refused):
 *
 * | version | GroupType                              | OOIs                        | SlideMetrics               |
 * |---------|----------------------------------------|-----------------------------|----------------------------|
 * | 1.0.0   | category index 0–4 (number or "0"–"4") | X, Y; rank = order in file  | CellCount                  |
 * | 1.0.7   | category name ("Area", "NCRatio", …)   | X, Y, optional Rank (1=top) | CellCount, Atyp            |
 * | 1.0.16  | category name                          | X, Y, Rank, optional Score  | CellCount, Atyp, AtypSD    |
 *
 * Groups whose type names no known category are skipped (a newer algorithm may add some); objects
 * whose coordinates are null (non-finite in the file) or negative are skipped and counted.
 * Atyp and AtypSD are clamped to 0–1 like the slide form does. The document may be wrapped in
 * `{ "AnalysisMetadata": … }` or be that object itself.
 */
const VERSIONS: readonly AlgorithmVersion[] = ['1.0.0', '1.0.7', '1.0.16'];

type Json = Record<string, unknown>;

const invalid = (why: string): never => {
  throw new AnalysisFileError('invalidJson', why);
};
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export function pickVersion(version: unknown): AlgorithmVersion {
  const match = typeof version === 'string' ? /^\s*(\d+)\.(\d+)\.(\d+)\s*$/.exec(version) : null;
  if (!match || Number(match[1]) !== 1) return invalid(`unsupported AlgorithmVersion ${JSON.stringify(version)}`);
  const value = Number(match[2]) * 1e6 + Number(match[3]);
  const known = [...VERSIONS].reverse().find((v) => {
    const [, minor, patch] = v.split('.').map(Number);
    return minor! * 1e6 + patch! <= value;
  });
  return known ?? invalid(`unsupported AlgorithmVersion ${version as string}`);
}

/** A number, null (non-finite in the file) or absent; anything else is a malformed file. */
function optionalNumber(value: unknown, field: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number') return invalid(`${field} is not a number`);
  return value;
}

function groupCategory(version: AlgorithmVersion, type: unknown): OoiCategory | undefined {
  if (version === '1.0.0') {
    if (typeof type !== 'number' && !(typeof type === 'string' && /^\s*\d+\s*$/.test(type))) return invalid('GroupType must be a category index in 1.0.0');
    return findCategory(Number(type));
  }
  if (typeof type !== 'string') return invalid(`GroupType must be a category name in ${version}`);
  return findCategory(type);
}

export function parseJsonAnalysis(doc: unknown): ParsedAnalysis {
  const meta = isObject(doc) && isObject(doc.AnalysisMetadata) ? doc.AnalysisMetadata : doc;
  if (!isObject(meta)) return invalid('not an object');
  const version = pickVersion(meta.AlgorithmVersion);
  if (!Array.isArray(meta.Groups)) return invalid('Groups is not a list');
  const objects = new ObjectCollector();
  for (const group of meta.Groups as unknown[]) {
    if (!isObject(group) || !Array.isArray(group.OOIs)) return invalid('a group has no OOIs list');
    const category = groupCategory(version, group.GroupType);
    group.OOIs.forEach((ooi: unknown) => {
      if (!isObject(ooi) || !('X' in ooi) || !('Y' in ooi)) return invalid('an OOI has no X and Y');
      const x = optionalNumber(ooi.X, 'X');
      const y = optionalNumber(ooi.Y, 'Y');
      const rank = version === '1.0.0' ? null : optionalNumber(ooi.Rank, 'Rank');
      if (category) objects.add(category, x, y, rank);
      else objects.skip();
    });
  }
  const metrics = meta.SlideMetrics === undefined || meta.SlideMetrics === null ? {} : meta.SlideMetrics;
  if (!isObject(metrics)) return invalid('SlideMetrics is not an object');
  const cellCount = optionalNumber(metrics.CellCount, 'CellCount');
  const atyp = version === '1.0.0' ? null : optionalNumber(metrics.Atyp, 'Atyp');
  const atypsd = version === '1.0.16' ? optionalNumber(metrics.AtypSD, 'AtypSD') : null;
  return {
    format: 'json',
    algorithmVersion: version,
    accession: null,
    patient: null,
    metrics: { cellCount: cellCount === null ? null : Math.max(0, Math.round(cellCount)), atyp: clamp01(atyp), atypsd: clamp01(atypsd) },
    objects: objects.lists(),
    skipped: objects.skipped,
  };
}

const clamp01 = (v: number | null) => (v === null ? null : Math.min(1, Math.max(0, v)));
