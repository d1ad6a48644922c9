import type { SlideImage, SlideStatus } from '@cytocampus/contracts';
import type { SlideTissue } from '@cytocampus/domain';
import type { SqlExecutor } from '@cytocampus/event-store';
import type { SqlFilter } from '../../sql-filter.js';
import { currentRevisions, type RevisionRow } from '../content/content.reader.js';

/**
 * How the API reads the slides read model (ADR 0002 "Readers"): its rows and its queries live
 * beside the projection that writes the tables. A slide revision's base fields are in the content
 * read model (content_items, the same id): the queries that join them take the content columns
 * the caller shows from it, and the content read model's current revisions from its reader.
 */

/** A slide_objects row: an object of interest of a slide revision. */
export interface SlideObjectRow {
  slide_id: string;
  id: string;
  cat_idx: number;
  rank: number;
  x: number;
  y: number;
  custom: boolean;
}

/** The slides columns of a slide revision as slideSelect reads them beside its content columns. */
export interface SlideColumns {
  status: SlideStatus;
  error: string | null;
  file_name: string | null;
  bytes: string | null;
  image: SlideImage | null;
  upload_id: string | null;
  /** The slides row's own version (the content row has one too). */
  slide_version: number;
}

/** A slide's current revision as a review reads it: a few content columns, its image's status and the image. */
export interface ReviewSlideRow extends RevisionRow {
  status: SlideStatus;
  image: SlideImage | null;
}

/** A slide revision with its uploaded file: what processing works on. */
export interface SlideUploadRow {
  id: string;
  upload_id: string;
}

/** Slide revisions (aliased `alias`) whose image is uploaded: the spec's list filter leaves out NEW and UPLOADING ones. */
export const slideImageReady = (alias: string): string => `exists (select 1 from slides s where s.id = ${alias}.id and s.status not in ('NEW', 'UPLOADING'))`;

/** Slide revisions (aliased `alias`) whose image is made (COMPLETE): what a player can show, as the review's slides give the image only then. */
export const slideImageComplete = (alias: string): string => `exists (select 1 from slides s where s.id = ${alias}.id and s.status = 'COMPLETE')`;

/**
 * Slide revisions: content rows `from` a set aliased c (a table or the current revisions) with
 * `contentColumns` of theirs (and of their owner, users aliased o), joined with their slides row
 * (SlideColumns). What a generic page of the API completes with its filter and window.
 */
export const slideSelect = (contentColumns: string, from: string): string => `
  select ${contentColumns}, s.status, s.error, s.file_name, s.bytes, s.image, s.upload_id, s.version as slide_version
    from ${from} c join slides s on s.id = c.id left join users o on o.id = c.owner_id`;

/**
 * The slide revision of this id, or the current one (the active one, else the newest) of the slide
 * item of this id; null when there is none. `Row` is what `contentColumns` read, with SlideColumns.
 */
export async function slideRevision<Row extends SlideColumns>(sql: SqlExecutor, contentColumns: string, id: string): Promise<Row | null> {
  const { rows } = await sql.query<Row>(
    `${slideSelect(contentColumns, 'content_items')} where c.type = 'slide' and (c.id = $1 or c.item_id = $1) order by (c.id = $1) desc, c.active desc, c.created desc limit 1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The objects of interest of a slide revision, by category and rank. */
export async function slideObjects(sql: SqlExecutor, slideId: string): Promise<SlideObjectRow[]> {
  const { rows } = await sql.query<SlideObjectRow>('select * from slide_objects where slide_id = $1 order by cat_idx, rank, id', [slideId]);
  return rows;
}

/** The objects of interest of these slide revisions, by category and rank. */
export async function objectsOfSlides(sql: SqlExecutor, slideIds: readonly string[]): Promise<SlideObjectRow[]> {
  const { rows } = await sql.query<SlideObjectRow>('select * from slide_objects where slide_id = any($1) order by cat_idx, rank, id', [slideIds]);
  return rows;
}

/** The current revisions (the active one, else the newest) of these slide items, with their image. */
export async function reviewSlides(sql: SqlExecutor, itemIds: readonly string[]): Promise<ReviewSlideRow[]> {
  const { rows } = await sql.query<ReviewSlideRow>(
    `select distinct on (c.item_id) c.id, c.item_id, c.type, c.name, c.description, c.active, c.fields, s.status, s.image
         from content_items c join slides s on s.id = c.id
        where c.type = 'slide' and c.item_id = any($1) order by c.item_id, c.active desc, c.created desc`,
    [[...new Set(itemIds)]],
  );
  return rows;
}

/** How many slides (their current revisions, aliased c) that pass the filter are at each image status. */
export async function slideStatusCounts(sql: SqlExecutor, filter: SqlFilter): Promise<{ status: string; count: number }[]> {
  const { rows } = await sql.query<{ status: string; count: number }>(
    `select s.status, count(*)::int as count from ${currentRevisions('slide')} c join slides s on s.id = c.id ${filter.where} group by s.status`,
    filter.params,
  );
  return rows;
}

/** The slide waiting longest for processing (queued, or left processing by a killed process); null when none waits. */
export async function nextSlideToProcess(sql: SqlExecutor): Promise<SlideUploadRow | null> {
  const { rows } = await sql.query<SlideUploadRow>(
    `select id, upload_id from slides where status in ('QUEUED', 'PROCESSING', 'UPDATING', 'MIGRATING') and upload_id is not null order by updated limit 1`,
  );
  return rows[0] ?? null;
}

/** Every slide with a made image (COMPLETE) and its upload: whose pyramids may be outdated. */
export async function completeSlides(sql: SqlExecutor): Promise<SlideUploadRow[]> {
  const { rows } = await sql.query<SlideUploadRow>(`select id, upload_id from slides where status = 'COMPLETE' and upload_id is not null`);
  return rows;
}

/** The slides with a made image but no tissue mask recorded, oldest first. */
export async function slidesMissingTissue(sql: SqlExecutor): Promise<SlideUploadRow[]> {
  const { rows } = await sql.query<SlideUploadRow>(
    `select id, upload_id from slides where status = 'COMPLETE' and tissue is null and upload_id is not null order by created`,
  );
  return rows;
}

/** The tissue mask recorded for a slide revision with a made image; null for none (not mapped yet, or not COMPLETE). */
export async function slideTissue(sql: SqlExecutor, revisionId: string): Promise<SlideTissue | null> {
  const { rows } = await sql.query<{ tissue: SlideTissue | null }>(`select tissue from slides where id = $1 and status = 'COMPLETE'`, [revisionId]);
  return rows[0]?.tissue ?? null;
}
