import { OOI_CATEGORIES, type ObjectOfInterest, type SlideItem } from '@cytocampus/contracts';
import { contentAbilities, type Actor } from '@cytocampus/permissions';
import { slideSelect as slideRevisionSelect, type SlideColumns, type SlideObjectRow } from '@cytocampus/projections';
import { CONTENT_COLUMNS, targetOf, toContentItem, type ContentRow } from '../../shared/content-rows.js';

/** A slide revision: its content row with its owner's name, and its slides row (the slides read model's reader). */
export type SlideRow = ContentRow & SlideColumns;

export type ObjectRow = SlideObjectRow;

/** Slide revisions (content_items joined with slides), `from` a set of content rows aliased c. */
export const slideSelect = (from: string): string => slideRevisionSelect(CONTENT_COLUMNS, from);

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
