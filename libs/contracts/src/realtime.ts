/** Typed socket.io event maps shared by the gateway and the web client. */

import type { SlideItem, SlideProgressNotice } from './slides.js';
import type { ReportLivePatch, ReportProgressNotice } from './reports.js';
import type { ThreadMessage } from './threads.js';
import type { UploadProgressNotice } from './uploads.js';
import type { TeachingClientToServerEvents, TeachingServerToClientEvents, TeachingShared } from './teaching.js';

/** The read models a screen follows live. */
export type LiveModel =
  | 'user'
  | 'organization'
  | 'group'
  | 'content'
  | 'slide'
  | 'upload'
  | 'announcement'
  | 'course'
  | 'review'
  | 'stats'
  | 'progress'
  | 'feedback'
  | 'certificate'
  | 'thread'
  | 'message'
  | 'community'
  | 'report'
  | 'teaching'
  | 'token'
  | 'ptStatus'
  | 'identityProviders'
  | 'lti'
  | 'slideLibrary';

/** What a review notice tells the learner's other tabs: a new session makes theirs stale. */
export type ReviewLivePatch = { session: string | null; submitTime: number | null };

/** The image side of a slide, which a notice carries so a page patches it without asking (the rest needs a fetch). */
export type SlideLivePatch = Pick<SlideItem, 'status' | 'error' | 'image' | 'fileName' | 'bytes'>;

/**
 * A projection committed a change of one row that a screen shows (docs/adr/0005). It names the row
 * and its version (which increases with every change): a client holding that version or a later one
 * ignores it; a client holding the version just before applies `patch` when there is one; any other
 * client fetches that row (never the whole list). `removed` says the row is gone.
 */
export type ReadModelChanged =
  /**
   * A user (to their own room and those who may list them: directoryRoom), an organization (its room
   * and directoryRoom(null)), a group (directoryRoom), a content item (its contentRoom, joined by
   * 'content:watch'), an upload (its owner's room) or the announcement (SITE_ROOM, `id` 'main') changed.
   */
  | { model: 'user' | 'organization' | 'group' | 'content' | 'upload' | 'announcement'; id: string; version: number; removed?: true }
  /** A slide changed (to its slideRoom, joined by 'slide:watch'); the patch carries its image side when only that changed. */
  | { model: 'slide'; id: string; version: number; removed?: true; patch?: SlideLivePatch }
  /** A learner's course summary changed: `id` is the course (sent to the learner's own room). */
  | { model: 'course'; id: string; version: number; removed?: true }
  /** A learner's review changed (sent to the learner's own room): `id` is the review. */
  | { model: 'review'; id: string; version: number; removed?: true; patch: ReviewLivePatch }
  /** A learner's feedback on a course's test was stored (sent to the learner's own room): `id` is feedbackNoticeId(moduleId, testId). */
  | { model: 'feedback'; id: string; version: number; removed?: true }
  /** One of the learner's certificates was issued, printed or revoked (sent to the holder's own room): `id` is its code. */
  | { model: 'certificate'; id: string; version: number; removed?: true }
  /** A stats record changed (sent to those who may list the learner: managers' progress screens). */
  | { model: 'stats'; id: string; version: number; removed?: true }
  /**
   * A learner's course summary changed, for those who may list the learner (the progress overlay and
   * the organization progress page): `id` is the learner, `version` the summary's, `patch` the new cell.
   */
  | { model: 'progress'; id: string; version: number; removed?: true; patch: CourseProgressPatch }
  /**
   * A thread's row changed (a message posted, edited or deleted, locked, sticky, retitled) or it was
   * deleted: to the rooms of those who may read it (members' user rooms, communityRoom) and its
   * threadRoom. Lists patch the fields; the caller's own flags (unread, abilities) are recomputed.
   */
  | { model: 'thread'; id: string; version: number; removed?: true; patch?: ThreadLivePatch }
  /** A message was posted or edited (patch: the message; version: its stream revision + 1) or deleted (removed): to its threadRoom only (those who passed the watch's read check). */
  | { model: 'message'; id: string; version: number; removed?: true; patch?: ThreadMessage }
  /** The user's read times or last-check times changed (sent to the user's own room): `id` is the user. */
  | { model: 'community'; id: string; version: number; removed?: true }
  /** A report was asked for, started, finished, failed or deleted: to reportsRoom of its organization and reportsRoom(null) (docs/adr/0028). */
  | { model: 'report'; id: string; version: number; removed?: true; patch?: ReportLivePatch }
  /** A live teaching session changed (docs/adr/0030): to its organization's room and teachingRoom(id); the patch carries the shared fields. */
  | { model: 'teaching'; id: string; version: number; removed?: true; patch?: TeachingShared }
  /** A user's access tokens changed (docs/adr/0034): `id` is the user, `version` the list's; to the directory rooms of those who may list the user. */
  | { model: 'token'; id: string; version: number; removed?: true }
  /**
   * A person's proficiency status of a year changed (an attempt started or graded, a record of the
   * ladder; docs/adr/0035): `id` is ptStatusNoticeId(userId, year), to the person's own room and the
   * directory rooms of those who may list them (the PT page refetches its page once).
   */
  | { model: 'ptStatus'; id: string; version: number; removed?: true }
  /**
   * A learner's screening skill changed (a diagnosed slide submitted or a review cleared; docs/adr/0036):
   * `id` is the learner, to their own room and the directory rooms of those who may list them.
   */
  | { model: 'skill'; id: string; version: number; removed?: true }
  /**
   * A practice set was assigned to a learner (by a manager, or kept by the learner; docs/adr/0036):
   * `id` is the learner, to their own room and the directory rooms of those who may list them; the
   * Skills page's "What to practise next" refetches. `version` is the set's assignment time (ms).
   */
  | { model: 'practice'; id: string; version: number; removed?: true }
  /**
   * A recipient's outlier notifications changed (a learner of their organization crossed a
   * threshold, or one was read; docs/adr/0036): `id` is the recipient, to their own room; the alerts
   * menu refetches.
   */
  | { model: 'skillOutlier'; id: string; version: number; removed?: true }
  /**
   * An organization's identity providers or its sign-in policy changed, or an account was linked to
   * one of its providers (docs/adr/0041): `id` is the organization, `version` its provider list's;
   * to directoryRoom(null), where the super users who configure providers are (the notice names
   * nothing but the organization).
   */
  | { model: 'identityProviders'; id: string; version: number; removed?: true }
  /**
   * The LTI platforms, our tool's keys or the scores sent back to platforms changed (docs/adr/0042):
   * `id` names which list, `version` its version; to directoryRoom(null), where the super users who
   * register platforms are.
   */
  | { model: 'lti'; id: LtiList; version: number; removed?: never }
  /**
   * Slides changed whose images the slide list's progress strip counts (docs/adr/0017): to the
   * slideLibraryRooms of those who see them, one notice per projection transaction. It names no
   * slide (`id` is always 'slides') and counts have no version (always 0): a client fetches
   * GET /slides/progress again, at most once a second.
   */
  | { model: 'slideLibrary'; id: 'slides'; version: 0; removed?: never };

/** The lists of the LTI administration, each with its own version. */
export type LtiList = 'platforms' | 'keys' | 'passbacks';

/** The shared fields of a thread row, as a thread notice carries them. */
export interface ThreadLivePatch {
  title: string;
  locked: boolean;
  sticky: boolean;
  messageCount: number;
  lastMessage: { id: string; ts: number; userId: string; preview: string } | null;
}

/** One learner's standing in one course, as the progress notice carries it. */
export interface CourseProgressPatch {
  moduleId: string;
  /** 0..1, the average over the course's items. */
  progress: number;
  /** 0..1 over completed graded items; null before any. */
  result: number | null;
  completeItems: number;
  firstStart: number | null;
  lastSubmit: number | null;
}

export type SessionEndReason = 'signed-out' | 'signed-out-everywhere' | 'deactivated' | 'password-reset';

export interface ServerToClientEvents extends TeachingServerToClientEvents {
  /** This session is over: the tab goes to the login screen at once. */
  'session:ended': (payload: { reason: SessionEndReason; message: string }) => void;
  /** A read model row this socket's rooms care about changed (sent by the projections, on commit). */
  changed: (notice: ReadModelChanged) => void;
  /** One of the user's uploads received bytes (at most once per second per upload) or stalled: volatile, never an event. */
  'upload:progress': (payload: UploadProgressNotice) => void;
  /** A watched slide's processing advanced (at most once per second): volatile, never an event. */
  'slide:progress': (payload: SlideProgressNotice) => void;
  /** A report's generation advanced (at most once per second), to reportsRoom of those who may read it: volatile, never an event. */
  'report:progress': (payload: ReportProgressNotice) => void;
}

export interface ClientToServerEvents extends TeachingClientToServerEvents {
  /** Liveness check; the server answers with its time. */
  ping: (ack: (serverTime: number) => void) => void;
  /** Join a slide's room (the server checks read access); the ack says whether it was allowed. */
  'slide:watch': (slideId: string, ack: (allowed: boolean) => void) => void;
  /** Leave a slide's room. */
  'slide:unwatch': (slideId: string) => void;
  /** Join a content item's room, by `<authored type>/<revision or item id>` (the server checks read access); the ack says whether. */
  'content:watch': (key: string, ack: (allowed: boolean) => void) => void;
  /** Leave a content item's room (the key it was watched with). */
  'content:unwatch': (key: string) => void;
  /** Join a thread's room (the server checks read access); the ack says whether it was allowed. */
  'thread:watch': (threadId: string, ack: (allowed: boolean) => void) => void;
  /** Leave a thread's room. */
  'thread:unwatch': (threadId: string) => void;
}

/** The id a ptStatus notice names: the person and the year. */
export const ptStatusNoticeId = (userId: string, year: number): string => `${year}/${userId}`;

/** Room names: one per user, one per organization, one per watched slide. */
export const userRoom = (userId: string): string => `user:${userId}`;
export const orgRoom = (orgId: string): string => `org:${orgId}`;
/** Everyone watching one content item of an authored type (by revision id) on a list or its page. */
export const contentRoom = (revisionId: string): string => `content:${revisionId}`;
/** Every signed-in socket (the announcement). */
export const SITE_ROOM = 'site';
/**
 * Those who may list the users of an organization (null: of every organization): user notices go
 * there, so a manager's list follows its rows without every member hearing about every other.
 */
export const directoryRoom = (orgId: string | null): string => `directory:${orgId ?? '*'}`;
/** Everyone with one thread open (joined by 'thread:watch' after a read check): message notices carry the message. */
export const threadRoom = (threadId: string): string => `thread:${threadId}`;
/**
 * Those who may read the community threads (null) or one organization's threads: thread notices go
 * there. A super user joins COMMUNITY_EVERY_ORGANIZATION, where every organization thread's notice goes too.
 */
export const communityRoom = (orgId: string | null): string => `community:${orgId ?? '*'}`;
export const COMMUNITY_EVERY_ORGANIZATION = 'community:every-organization';
/**
 * Those who may read the reports of one organization (generateOrgReport there) or of every
 * organization (null: generateReport): report notices and progress go to the report's organization's
 * room and to reportsRoom(null). Joined at connection.
 */
export const reportsRoom = (orgId: string | null): string => `reports:${orgId ?? '*'}`;
/**
 * Those who may list the slides visible in one organization (readOrgContent there) or every slide
 * (null: readContent): slideLibrary notices of the slides they see. Joined at connection.
 */
export const slideLibraryRoom = (orgId: string | null): string => `slide-library:${orgId ?? '*'}`;
/**
 * Every slide list reader, whatever their organization: slideLibrary notices of public slides, and of
 * changes whose audience a projection cannot tell (a slide removed, its sharing changed). Joined at connection.
 */
export const SLIDE_LIBRARY_EVERYONE = 'slide-library:everyone';
/** Everyone watching one slide (by revision id) while it uploads and processes. */
export const slideRoom = (slideId: string): string => `slide:${slideId}`;

/** Message shown on the login screen after a deactivation ended the session. */
export const DEACTIVATED_MESSAGE = 'Your account has been deactivated, please contact your administrator.';
