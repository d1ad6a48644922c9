// @cytocampus/slide-imaging: slide files → Deep Zoom pyramids, synthetic Pap smears, analysis files.
// This library owns sharp (libvips); callers never import sharp themselves.
export { SlideImportError, AnalysisFileError, ANALYSIS_FILE_MESSAGES, type SlideImportErrorCode, type AnalysisFileErrorCode } from './errors.js';

export { buildPyramid, MANIFEST_FILE, MANIFEST_VERSION, type BuildPyramidOptions, type SlideManifest } from './pyramid/build-pyramid.js';
export { inspectSlide, type SlideInspection } from './pyramid/inspect-slide.js';
export { deepZoomLevels, tilesAtPoint, type DeepZoomLevel } from './pyramid/deep-zoom.js';
export type { SlideFormat } from './pyramid/vendor-metadata.js';
export type { SlideLogger } from './pyramid/progress.js';

export {
  generateSyntheticSlide,
  SYNTHETIC_OBJECTIVE_POWER,
  SYNTHETIC_GENERATOR_VERSION,
  type SyntheticSlideOptions,
  type SyntheticSlide,
} from './synthetic/generate-synthetic-slide.js';
export { caseRecipe, RECIPE_RESULTS, type CaseRecipe, type CaseRecipeOptions, type Organism, type RecipeResult, type Specimen } from './synthetic/recipes.js';

export { parseAnalysisFile, ANALYSIS_FILE_MAX_BYTES } from './analysis/parse-analysis-file.js';
export { OOI_CATEGORIES, findCategory, type OoiCategory, type OoiCategoryKey } from './analysis/categories.js';
export type {
  AnalysisFile,
  AnalysisMetadataJson,
  AnalysisGroupJson,
  AnalysisOoiJson,
  SlideMetricsJson,
  AlgorithmVersion,
  ParsedAnalysis,
  ParsedObjectOfInterest,
} from './analysis/types.js';

export { readTiff, isTiffHeader, type TiffFile, type TiffIfd, type TiffEntry } from './tiff/read-tiff.js';
export { fileSource, bufferSource, withFileSource, type ByteSource } from './tiff/byte-source.js';
export { renderRegion, type RegionOptions } from './pyramid/region.js';
export { gridPixels } from './pyramid/grid-pixels.js';
