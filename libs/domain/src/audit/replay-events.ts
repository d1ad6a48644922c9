/**
 * A slide review's replay (issue 16, docs/adr/0029): the stored review and activity events turned
 * into time-ordered ReplayEvents, each with a sentence an inspector can read, and the viewport
 * samples as ReplayViews. Pure: the API reads the two streams and hands them over.
 */
import { OOI_CATEGORIES, type CustomObject, type ReplayEvent, type ReplayEventKind, type ReplayView, type ReviewActivity } from '@cytocampus/contracts';

/** An event as the store holds it. */
export interface StoredReplayEvent {
  type: string;
  data: unknown;
  /** When it was recorded (epoch ms, the store's metadata). */
  recordedAt: number;
  /** Who caused it (metadata.actorId). */
  actorId: string | null;
}

/** What the sentences name: each page's slide and its objects' places. */
export interface ReplayPage {
  name: string;
  objects: readonly { id: string; coords: { x: number; y: number } }[];
}

export interface ReplaySources {
  /** `review-<id>`, in stream order. */
  review: readonly StoredReplayEvent[];
  /** `activity-<id>`, in stream order. */
  activity: readonly StoredReplayEvent[];
  /** The review's pages, by page number. */
  pages: readonly ReplayPage[];
  /** Display names of the actors (who cleared the progress, who marked it complete). */
  actorNames?: Readonly<Record<string, string>>;
}

type Point = { x: number; y: number };
type Activity<K extends ReviewActivity['kind']> = Extract<ReviewActivity, { kind: K }> & { page: number; session: string };
type FilterSettings = Omit<Activity<'filters'>, 'kind' | 'seq' | 'at' | 'page' | 'session'>;

/** What a page's answer held before an update (what the update changed is what it says). */
interface PageAnswer {
  result: string | null;
  shortList: string[];
  customObjects: CustomObject[];
}

const EMPTY_ANSWER: PageAnswer = { result: null, shortList: [], customObjects: [] };
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const DECIMAL = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const numberOr = <T>(value: unknown, fallback: T): number | T => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** "(12,034, 8,220)": level-0 pixels, whole. */
export const placeText = (p: Point): string => `(${NUMBER.format(p.x)}, ${NUMBER.format(p.y)})`;
const categoryName = (catIdx: number): string => OOI_CATEGORIES[catIdx]?.groupType ?? `category ${catIdx}`;

function answerOf(data: unknown): PageAnswer {
  const d = record(data);
  const customObjects = Array.isArray(d.customObjects)
    ? d.customObjects.flatMap((o): CustomObject[] => {
        const c = record(o);
        const coords = record(c.coords);
        return typeof c.id === 'string' && typeof coords.x === 'number' && typeof coords.y === 'number'
          ? [{ id: c.id, coords: { x: coords.x, y: coords.y }, catIdx: numberOr(c.catIdx, 0) }]
          : [];
      })
    : [];
  return { result: typeof d.result === 'string' && d.result !== '' ? d.result : null, shortList: strings(d.shortList), customObjects };
}

/** The image filters as they became, said by what differs from the viewer's defaults. */
function filtersText(f: FilterSettings): string {
  const parts = [
    f.gamma !== 1 ? `gamma ${DECIMAL.format(f.gamma)}` : null,
    f.contrast !== 1 ? `contrast ${DECIMAL.format(f.contrast)}` : null,
    f.brightness !== 0 ? `brightness ${DECIMAL.format(f.brightness)}` : null,
    f.threshold !== null ? `threshold ${DECIMAL.format(f.threshold)}` : null,
    f.kernel ? 'sharpening kernel on' : null,
  ].filter((p): p is string => p !== null);
  return parts.length === 0 ? 'Reset the image filters' : `Changed the image filters: ${parts.join(', ')}`;
}

/** "correct", "incorrect", or the score itself (a page without a score says nothing more). */
function submitText(slide: number, score: number | null): string {
  if (score === null) return `Submitted slide ${slide}`;
  const outcome = score === 1 ? 'correct' : score === -1 ? 'incorrect' : `score ${DECIMAL.format(score)}`;
  return `Submitted slide ${slide}: ${outcome}`;
}

/** A review's score (0 to 1) as the percentage the screens show. */
const percent = (score: number): string => DECIMAL.format(Math.round(score * 1000) / 10);

class ReplayBuilder {
  readonly events: (ReplayEvent & { order: number })[] = [];
  private answers = new Map<number, PageAnswer>();
  private order = 0;

  constructor(private readonly sources: ReplaySources) {}

  private add(at: number, kind: ReplayEventKind, page: number | null, text: string, point: Point | null = null): void {
    this.events.push({ at, kind, page, text, point, order: this.order++ });
  }

  private slideName(page: number): string {
    return this.sources.pages[page]?.name ?? '';
  }

  private objectPlace(page: number, id: string): Point | null {
    return this.sources.pages[page]?.objects.find((o) => o.id === id)?.coords ?? null;
  }

  private actor(actorId: string | null): string {
    return (actorId !== null ? this.sources.actorNames?.[actorId] : undefined) ?? 'someone else';
  }

  review({ type, data, recordedAt: at, actorId }: StoredReplayEvent): void {
    const d = record(data);
    const page = numberOr(d.page, null);
    switch (type) {
      case 'ReviewCheckedOut':
        return this.add(at, 'session', null, `Checked out the review (session ${(typeof d.session === 'string' ? d.session : '').slice(0, 4)}…)`);
      case 'ReviewPageVisited':
        return page === null ? undefined : this.add(at, 'page', page, `Opened slide ${page + 1} '${this.slideName(page)}'`);
      case 'ReviewUpdated':
        return page === null ? undefined : this.updated(at, page, answerOf(d.data));
      case 'ReviewSaved':
        return this.add(at, 'save', null, 'Saved and left');
      case 'ReviewPageSubmitted':
        return page === null ? undefined : this.add(at, 'submit', page, submitText(page + 1, numberOr(d.score, null)));
      case 'ReviewCompleted': {
        const score = numberOr(d.score, null);
        return this.add(at, 'submit', null, score === null ? 'Completed the review' : `Completed the review with score ${percent(score)}`);
      }
      case 'ReviewMarkedComplete':
        return this.add(at, 'submit', null, `Marked the review complete (by ${this.actor(actorId)})`);
      case 'ReviewCleared':
        // The next checkout begins a new attempt: its answers are compared with nothing.
        this.answers = new Map();
        return this.add(at, 'clear', null, `Cleared the progress (by ${this.actor(actorId)})`);
      default:
        return undefined;
    }
  }

  /** What an update changed: the diagnosis, the shortlist, the marks on the image (comments and the rest are not replayed). */
  private updated(at: number, page: number, now: PageAnswer): void {
    const before = this.answers.get(page) ?? EMPTY_ANSWER;
    this.answers.set(page, now);
    const beforeMarks = new Map(before.customObjects.map((o) => [o.id, o]));
    const nowMarks = new Map(now.customObjects.map((o) => [o.id, o]));
    for (const mark of now.customObjects) if (!beforeMarks.has(mark.id)) this.add(at, 'mark', page, `Marked a point at ${placeText(mark.coords)}`, mark.coords);
    for (const mark of before.customObjects)
      if (!nowMarks.has(mark.id)) this.add(at, 'mark', page, `Removed the mark at ${placeText(mark.coords)}`, mark.coords);
    const markOrObject = (id: string): { name: string; point: Point | null } => {
      const mark = nowMarks.get(id) ?? beforeMarks.get(id);
      return mark ? { name: `the mark at ${placeText(mark.coords)}`, point: mark.coords } : { name: `object ${id}`, point: this.objectPlace(page, id) };
    };
    for (const id of now.shortList.filter((id) => !before.shortList.includes(id))) {
      const { name, point } = markOrObject(id);
      this.add(at, 'mark', page, `Added ${name} to the shortlist`, point);
    }
    for (const id of before.shortList.filter((id) => !now.shortList.includes(id))) {
      const { name, point } = markOrObject(id);
      this.add(at, 'mark', page, `Removed ${name} from the shortlist`, point);
    }
    if (now.result !== before.result) this.add(at, 'diagnosis', page, now.result === null ? 'Withdrew the diagnosis' : `Chose the diagnosis ${now.result}`);
  }

  activity({ data }: StoredReplayEvent): void {
    const d = data as Activity<ReviewActivity['kind']>;
    if (typeof d.at !== 'number' || typeof d.page !== 'number') return;
    switch (d.kind) {
      case 'objectClick':
        return this.add(d.at, 'objectClick', d.page, `Clicked object ${d.objectId} (${categoryName(d.catIdx)})`, this.objectPlace(d.page, d.objectId));
      case 'slideClick':
        return this.add(d.at, 'slideClick', d.page, `Clicked the slide at ${placeText(d)}`, { x: d.x, y: d.y });
      case 'gamma':
        return this.add(d.at, 'gamma', d.page, `Switched gamma ${d.on ? 'on' : 'off'} for ${categoryName(d.catIdx)}`);
      case 'filters':
        return this.add(d.at, 'filters', d.page, filtersText(d));
      default:
        // View samples are the replay's views (replayViews), not its events.
        return undefined;
    }
  }
}

/**
 * The review's events in time order (ties keep the streams' order, the review's first), each said
 * in one sentence. A review event is placed at its recorded time, an activity at the moment the
 * reviewer's browser recorded it (`at`): activity arrives in batches, seconds later.
 */
export function replayEvents(sources: ReplaySources): ReplayEvent[] {
  const builder = new ReplayBuilder(sources);
  for (const event of sources.review) builder.review(event);
  for (const event of sources.activity) builder.activity(event);
  return builder.events.sort((a, b) => a.at - b.at || a.order - b.order).map(({ order: _order, ...event }) => event);
}

/** Every viewport sample as the replay shows it, in time order (its `zoom` is the magnification). */
export function replayViews(activity: readonly StoredReplayEvent[]): ReplayView[] {
  return activity
    .flatMap((event): ReplayView[] => {
      if (event.type !== 'ViewportSampled') return [];
      const v = event.data as Activity<'view'>;
      return [
        {
          at: v.at,
          page: v.page,
          session: v.session,
          center: v.center,
          magnification: v.zoom,
          rotation: v.rotation,
          flipped: v.flipped,
          corners: v.corners,
          canvas: v.canvas,
        },
      ];
    })
    .map((view, order) => ({ view, order }))
    .sort((a, b) => a.view.at - b.view.at || a.order - b.order)
    .map(({ view }) => view);
}
