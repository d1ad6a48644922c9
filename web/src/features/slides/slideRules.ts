/** The slide screens' rules from spec part 3 ("Slide detail", "Slide status"), pure so they are unit-tested. */
import { OOI_CATEGORIES, SLIDE_LIMITS, type OoiCategory, type SlideItem, type SlideStatus } from '@cytocampus/contracts';

export type StatusTone = { color: string; label: string };

/**
 * The status icon's colour: complete green; queued and new blue or black (new black: nothing is
 * happening to it); uploading blue; processing, migrating and updating orange; error red.
 */
export const STATUS_TONE: Record<SlideStatus, StatusTone> = {
  COMPLETE: { color: 'green', label: 'Complete' },
  QUEUED: { color: 'blue', label: 'Queued' },
  NEW: { color: 'dark', label: 'New' },
  UPLOADING: { color: 'blue', label: 'Uploading' },
  PROCESSING: { color: 'orange', label: 'Processing' },
  MIGRATING: { color: 'orange', label: 'Migrating' },
  UPDATING: { color: 'orange', label: 'Updating' },
  ERROR: { color: 'red', label: 'Error' },
};

/** The refresh button shows for queued, processing, migrating and error. */
export const canRefreshStatus = (status: SlideStatus): boolean => ['QUEUED', 'PROCESSING', 'MIGRATING', 'ERROR'].includes(status);

/** Still on its way to COMPLETE or ERROR: the page follows it live. */
export const isUnderWay = (status: SlideStatus): boolean => !['COMPLETE', 'ERROR', 'NEW'].includes(status);

/** Only COMPLETE slides lock; the owner may also lock (and edit) while the slide is NEW. A locked slide may always be unlocked. */
export function mayLock(slide: Pick<SlideItem, 'status' | 'userId' | 'abilities' | 'locked'>, userId: string): boolean {
  if (!slide.abilities.canLock) return false;
  return slide.locked || slide.status === 'COMPLETE' || (slide.status === 'NEW' && slide.userId === userId);
}

/** canEdit from the server, or the owner of a NEW slide (spec: the owner may edit while NEW). */
export const mayEdit = (slide: Pick<SlideItem, 'status' | 'userId' | 'abilities'>, userId: string): boolean =>
  slide.abilities.canEdit || (slide.status === 'NEW' && slide.userId === userId);

/** Cell count as displayed: rounded to the nearest 100. */
export const displayedCellCount = (count: unknown): string =>
  typeof count === 'number' && Number.isFinite(count) ? String(Math.round(count / SLIDE_LIMITS.cellCountStep) * SLIDE_LIMITS.cellCountStep) : '';

/** The name a slide shows while its name is empty or 'Untitled Slide'. */
export function defaultSlideName(name: unknown, accession: unknown): string | null {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  return trimmed === '' || trimmed === 'Untitled Slide' ? `Slide #${typeof accession === 'string' ? accession : ''}` : null;
}

/** Whether the slide's objects may be shown (options.restrictObjects). */
export const objectsRestricted = (fields: Record<string, unknown>): boolean =>
  (fields.options as { restrictObjects?: unknown } | undefined)?.restrictObjects === true;

/** Preview and the category tabs appear only when the slide is complete and its objects are not restricted. */
export const showsImageTabs = (slide: Pick<SlideItem, 'status' | 'fields'>): boolean => slide.status === 'COMPLETE' && !objectsRestricted(slide.fields);

/** Splits a list into rows of `size` (category tabs in groups of 6, object rows of 6). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let start = 0; start < items.length; start += size) rows.push(items.slice(start, start + size));
  return rows;
}

export const CATEGORY_TAB_GROUP = 6;
/** The category tabs, in rows of 6. */
export const categoryTabRows = (): OoiCategory[][] => chunk(OOI_CATEGORIES, CATEGORY_TAB_GROUP);

export type ReviewKind = 'case' | 'known' | 'unknown';

/** A case can always be reviewed; known needs a solution result and unrestricted objects; unknown unrestricted objects. */
export function reviewKinds(slide: Pick<SlideItem, 'fields'>): Record<ReviewKind, boolean> {
  const open = !objectsRestricted(slide.fields);
  const result = (slide.fields.solution as { result?: unknown } | undefined)?.result;
  return { case: true, known: open && typeof result === 'string' && result !== '', unknown: open };
}

/** The demo run of a slide: /demo/{org or admin}/{type}/{slideId}/clear. */
export const demoPath = (area: 'org' | 'admin', kind: ReviewKind, slideId: string): string => `/demo/${area}/${kind}/${slideId}/clear`;

/** The status is fetched again on request at most once every 5000 ms. */
export const mayRefreshAt = (lastAt: number | null, now: number): boolean => lastAt === null || now - lastAt >= SLIDE_LIMITS.statusRefreshMs;

export interface SolutionPick {
  objects: string[];
  objectText: Record<string, string>;
}

/**
 * Adds or removes a solution object: at most 4 (null when full), and a removed object's note goes
 * with it (notes are kept for solution objects only).
 */
export function toggleSolutionObject(current: SolutionPick, id: string): SolutionPick | null {
  if (current.objects.includes(id)) {
    const { [id]: _dropped, ...objectText } = current.objectText;
    return { objects: current.objects.filter((other) => other !== id), objectText };
  }
  if (current.objects.length >= SLIDE_LIMITS.maxSolutionObjects) return null;
  return { objects: [...current.objects, id], objectText: current.objectText };
}
