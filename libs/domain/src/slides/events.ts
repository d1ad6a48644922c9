import type { ObjectOfInterest, SlideImage, SlideStatus } from '@cytocampus/contracts';
import type { DomainEvent } from '../core/decider.js';

/** What processing learned about the image (the pyramid's manifest, in short): the contract's SlideImage. */
export type SlideImageInfo = SlideImage;

/** A slide's image arrives through an upload; its status follows it (spec part 3 section 4). */
export type SlideUploadStarted = DomainEvent<'SlideUploadStarted', { uploadId: string }>;
export type SlideImageAttached = DomainEvent<'SlideImageAttached', { uploadId: string; fileName: string; bytes: number }>;
export type SlideProcessingStarted = DomainEvent<'SlideProcessingStarted', { attempt: number }>;
export type SlideProcessed = DomainEvent<'SlideProcessed', { image: SlideImageInfo }>;
/**
 * Which cells of the slide's coverage grid hold tissue (docs/adr/0036), told once by processing from
 * the thumbnail: the coverage and the screening-skill analytics read it instead of the image.
 * `mask` is packTissueMask's text (a bit per cell, row by row) for `grid` (coverageGrid(image, COVERAGE_GRID_CELLS)).
 */
export type SlideTissueMapped = DomainEvent<'SlideTissueMapped', { grid: { cols: number; rows: number; cellSize: number }; mask: string }>;
export type SlideProcessingFailed = DomainEvent<'SlideProcessingFailed', { code: string; message: string }>;
export type SlideRequeued = DomainEvent<'SlideRequeued', { reason: 'retry' | 'update' | 'migrate' }>;
/** Objects of interest from an analysis file replace the imported ones; custom objects stay. */
export type SlideAnalysisImported = DomainEvent<
  'SlideAnalysisImported',
  {
    objects: ObjectOfInterest[][];
    cellCount: number | null;
    atyp: number | null;
    atypsd: number | null;
    accession: string | null;
    patient: { name: string; dob: string; lmp: string } | null;
  }
>;
export type SlideObjectAdded = DomainEvent<'SlideObjectAdded', { object: ObjectOfInterest }>;
export type SlideObjectChanged = DomainEvent<'SlideObjectChanged', { id: string; catIdx: number; rank: number }>;
export type SlideObjectRemoved = DomainEvent<'SlideObjectRemoved', { id: string }>;

export type SlideEvent =
  | SlideUploadStarted
  | SlideImageAttached
  | SlideProcessingStarted
  | SlideProcessed
  | SlideTissueMapped
  | SlideProcessingFailed
  | SlideRequeued
  | SlideAnalysisImported
  | SlideObjectAdded
  | SlideObjectChanged
  | SlideObjectRemoved;

/** The status each event leaves a slide in (events that do not change it are absent). */
export const STATUS_AFTER: Partial<Record<SlideEvent['type'], SlideStatus>> = {
  SlideUploadStarted: 'UPLOADING',
  SlideImageAttached: 'QUEUED',
  SlideProcessingStarted: 'PROCESSING',
  SlideProcessed: 'COMPLETE',
  SlideProcessingFailed: 'ERROR',
};
