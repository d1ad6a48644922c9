/**
 * What the fuzz suite's samples are made of: the fixtures whose ids fill path parameters, a sample
 * body with where an accepted write shows, and the small cleaners the samples share.
 */
import { CONTENT_PATHS } from '@cytocampus/contracts';
import type { Hostile } from './hostile-values.js';

export const API = '/api/v1';
export type Caller = 'learner' | 'admin' | 'anonymous';
/** Content paths with a generic controller, plus slides. */
export const CONTENT = [...Object.values(CONTENT_PATHS), 'slides'] as const;
export type ContentPath = (typeof CONTENT)[number];

export interface Fixtures {
  demoOrg: string;
  learnerId: string;
  /** An organization of the fuzz run, with a group. */
  org: string;
  group: string;
  /** The target of the user writes (never a signed-in account). */
  user: { id: string; email: string };
  /** The user the members call moves. */
  member: string;
  /** An account to sign in with. */
  login: { email: string; password: string };
  content: Record<ContentPath, { id: string; itemId: string }>;
  /** A custom object on the fixture slide. */
  objectId: string;
  /** An organization thread of the demo organization, started by the demo admin, and its first message. */
  thread: string;
  message: string;
}

export type Path = (string | number)[];
/** `clean` answers this when the value is not predictable from what was sent (sanitized HTML): then only GET = reply is checked. */
export const AS_REPLIED = Symbol('as replied');

export interface Sample {
  key: string;
  as: Caller;
  body: (fx: Fixtures) => Record<string, unknown>;
  /** Hostile texts for the string leaves (default: all of HOSTILE_TEXT). */
  values?: Hostile[];
  /** The status the valid sample gets (default 200), with the reason when it is not 200. */
  validStatus?: number;
  /** Registration: a solved captcha goes into captchaToken. */
  captcha?: boolean;
  /** Where an accepted write shows: the GET of the item, and where a body leaf appears in its data (null: nowhere). */
  readBack?: { path: (fx: Fixtures, reply: Record<string, unknown>) => string; at?: (leaf: Path) => Path | null; replyIsItem?: boolean };
  /** The value a GET shows for a leaf sent as `value`, as the schema cleans it (default: strings trimmed). */
  clean?: (leaf: Path, value: unknown, body: Record<string, unknown>) => unknown;
}

export const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);
/** A leaf that shows where it was sent. */
export const same = (leaf: Path): Path => leaf;
