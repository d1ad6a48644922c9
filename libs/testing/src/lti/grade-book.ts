import { instantOf, type ActivityProgress, type GradingProgress } from './score-body.js';

/** A gradebook column, as AGS 2.0 describes a line item (its `id` is its URL when sent). */
export interface LineItem {
  id: string;
  contextId: string;
  label: string;
  scoreMaximum: number;
  resourceLinkId?: string;
  resourceId?: string;
  tag?: string;
  startDateTime?: string;
  endDateTime?: string;
  gradesReleased?: boolean;
}

/** A score the tool posted, as received, and whether it changed the result. */
export interface RecordedScore {
  contextId: string;
  lineItemId: string;
  userId: string;
  scoreGiven?: number;
  scoreMaximum?: number;
  comment?: string;
  activityProgress: ActivityProgress;
  gradingProgress: GradingProgress;
  timestamp: string;
  receivedAt: Date;
  /** Why the platform kept the previous result (AGS: never update with an older timestamp). */
  ignored?: 'older than the last score' | 'same timestamp as the last score';
  /** The body as posted, for what this record does not name. */
  body: Readonly<Record<string, unknown>>;
}

/** The line items of every course and the scores posted to them, in memory. */
export class GradeBook {
  readonly #lineItems = new Map<string, LineItem>();
  readonly #scores: RecordedScore[] = [];
  #nextId = 1;

  create(item: Omit<LineItem, 'id'>): LineItem {
    const created = { ...item, id: `lineitem-${this.#nextId++}` };
    this.#lineItems.set(created.id, created);
    return created;
  }

  get(contextId: string, id: string): LineItem | undefined {
    const item = this.#lineItems.get(id);
    return item?.contextId === contextId ? item : undefined;
  }

  list(contextId: string): LineItem[] {
    return [...this.#lineItems.values()].filter((item) => item.contextId === contextId);
  }

  forLink(contextId: string, resourceLinkId: string): LineItem | undefined {
    return this.list(contextId).find((item) => item.resourceLinkId === resourceLinkId);
  }

  replace(item: LineItem): void {
    this.#lineItems.set(item.id, item);
  }

  delete(id: string): void {
    this.#lineItems.delete(id);
  }

  /** Keeps the score; marks it ignored when a later or equal timestamp is already on record. */
  record(score: Omit<RecordedScore, 'ignored'>): RecordedScore {
    const last = this.#scores.findLast((s) => s.lineItemId === score.lineItemId && s.userId === score.userId && !s.ignored);
    const order = last ? instantOf(score.timestamp) - instantOf(last.timestamp) : 1;
    const ignored = order < 0 ? 'older than the last score' : order === 0 ? 'same timestamp as the last score' : undefined;
    const recorded: RecordedScore = { ...score, ...(ignored && { ignored }) };
    this.#scores.push(recorded);
    return recorded;
  }

  scores(): readonly RecordedScore[] {
    return this.#scores;
  }
}
