import { OOI_CATEGORIES, type ObjectOfInterest, type SlideImage, type SlideItem, type SlideStatus } from '@cytocampus/contracts';
import { contentAbilities, type Actor } from '@cytocampus/permissions';
import { CONTENT_COLUMNS, targetOf, toContentItem, type ContentRow } from '../../shared/content-rows.js';

export interface SlideRow extends ContentRow {
  status: SlideStatus;
  error: string | null;
  file_name: string | null;
  bytes: string | null;
  image: SlideImage | null;
  upload_id: string | null;
  slide_version: number;
}

export interface ObjectRow {
  slide_id: string;
  id: string;
  cat_idx: number;
  rank: number;
  x: number;
  y: number;
  custom: boolean;
}

/** Slide revisions (content_items joined with slides), `from` a set of content rows aliased c. */
export const slideSelect = (from: string): string => `
  select ${CONTENT_COLUMNS}, s.status, s.error, s.file_name, s.bytes, s.image, s.upload_id, s.version as slide_version
    from ${from} c join slides s on s.id = c.id left join users o on o.id = c.owner_id`;

export function objectsOf(rows: readonly ObjectRow[]): ObjectOfInterest[][] {
  const lists: ObjectOfInterest[][] = OOI_CATEGORIES.map(() => []);
  for (const r of rows) {
    const cat = OOI_CATEGORIES[r.cat_idx];
    if (cat) lists[cat.idx]!.push({ id: r.id, coords: { x: r.x, y: r.y }, cat: { idx: cat.idx, name: cat.name }, rank: r.rank, custom: r.custom });
  }
  return lists;
}

/**
 * A slide as a viewer sees it. Locking needs a COMPLETE image, except that the owner may lock
 * (and edit) while the slide is still NEW (spec part 3 section 4).
 */
export function toSlideItem(viewer: Actor, row: SlideRow, objects: ObjectOfInterest[][]): SlideItem {
  const item = toContentItem(viewer, row);
  const abilities = contentAbilities(viewer, targetOf(row));
  const ownerWhileNew = row.status === 'NEW' && row.owner_id === viewer.id;
  return {
    ...item,
    // Both rows count their changes; read-model notices carry the same sum (projections' slide-notices).
    version: row.version + row.slide_version,
    abilities: { ...abilities, canLock: abilities.canLock && (row.status === 'COMPLETE' || ownerWhileNew) },
    status: row.status,
    error: row.error,
    fileName: row.file_name,
    bytes: row.bytes === null ? null : Number(row.bytes),
    image: row.image,
    objects,
  };
}
