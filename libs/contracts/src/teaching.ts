/**
 * Live teaching (issue 16 section 4, docs/adr/0030): an instructor shows a slide to a group or to
 * the organization's signed-in users by a link; participants' viewers follow the instructor's view
 * (volatile socket.io messages), a diagnosis poll fills a live chart, the solution is revealed.
 */

/** Who a session is for: one group of the organization, or anyone of it holding the link. */
export type TeachingAudience = { kind: 'group'; groupId: string } | { kind: 'link' };
export type TeachingStatus = 'live' | 'ended';

export interface TeachingParticipant {
  userId: string;
  name: string;
  joined: number;
}

export interface TeachingPoll {
  pollId: string;
  /** The slide's result set (resultSetOf its solution type), in order. */
  options: string[];
  open: boolean;
  /** Answers per option (every option present, 0 when nobody chose it); the last answer of each participant counts. */
  tallies: Record<string, number>;
  answered: number;
}

export interface TeachingSolution {
  result: string | null;
  /** The solution's objects of interest, at level-0 pixel coordinates. */
  objects: { id: string; x: number; y: number }[];
}

/** The slide a session shows, as the viewer needs it (participants may not read the slide as content). */
export interface TeachingSlide {
  /** The revision shown. */
  id: string;
  name: string;
  image: { width: number; height: number; micronsPerPixel: number | null; objectivePower: number | null } | null;
}

/** The fields every viewer of a session shares: what a `teaching` notice patches. */
export interface TeachingShared {
  title: string;
  status: TeachingStatus;
  participantCount: number;
  /** Who moves the view: the instructor, or the participant handed control. */
  controllerId: string;
  poll: TeachingPoll | null;
  solution: TeachingSolution | null;
  ended: number | null;
}

export interface TeachingSession extends TeachingShared {
  id: string;
  slide: TeachingSlide;
  instructorId: string;
  instructorName: string;
  orgId: string;
  audience: TeachingAudience;
  groupName: string | null;
  started: number;
  version: number;
  /** Who joined, for the instructor (others get an empty list: participants do not see each other's names). */
  participants: TeachingParticipant[];
  /** The caller's side of it (computed by the server). */
  me: { isInstructor: boolean; joined: boolean; answer: string | null };
}

/** GET /teaching/sessions: the live sessions the caller may join or runs. */
export interface TeachingSessionSummary {
  id: string;
  title: string;
  slideName: string;
  instructorName: string;
  audience: TeachingAudience;
  groupName: string | null;
  started: number;
  participantCount: number;
  isInstructor: boolean;
  version: number;
}

export interface StartTeachingRequest {
  /** A revision or item id of a slide the instructor may read. */
  slideId: string;
  title: string;
  audience: TeachingAudience;
}
export interface HandControlRequest {
  /** A participant, or null: back to the instructor. */
  userId: string | null;
}
export interface AnswerPollRequest {
  pollId: string;
  answer: string;
}

export const TEACHING_LIMITS = { titleMax: 120 } as const;

export const TEACHING_ROUTES = {
  /** GET: the slides the caller may start a session on, whose image is uploaded (NameEntry[], by name). */
  slides: '/teaching/slides',
  sessions: '/teaching/sessions',
  session: (id: string) => `/teaching/sessions/${id}`,
  join: (id: string) => `/teaching/sessions/${id}/join`,
  control: (id: string) => `/teaching/sessions/${id}/control`,
  poll: (id: string) => `/teaching/sessions/${id}/poll`,
  closePoll: (id: string) => `/teaching/sessions/${id}/poll/close`,
  answer: (id: string) => `/teaching/sessions/${id}/answer`,
  reveal: (id: string) => `/teaching/sessions/${id}/reveal`,
  end: (id: string) => `/teaching/sessions/${id}/end`,
} as const;

/** The web pages. */
export const TEACHING_PATHS = {
  list: '/dashboard/teaching',
  session: (id: string) => `/dashboard/teaching/${id}`,
} as const;

export const TEACHING_TEXT = {
  notFound: 'Session not found.',
  ended: 'This session has ended.',
  notParticipant: 'Only a participant of the session can take control.',
  notInstructor: 'Only the instructor can do this.',
  pollOpen: 'A poll is already open.',
  noOpenPoll: 'No poll is open.',
  notAnOption: 'Not one of the poll\u2019s answers.',
  noResultSet: 'This slide has no diagnosis results to poll.',
  groupNotInOrganization: 'The group is not in your organization.',
  cannotStart: 'Only a manager or above who can read the slide can start a session.',
  notJoined: 'Join the session first.',
  // Screens
  menu: 'Live teaching',
  liveSessions: 'Live sessions',
  noSessions: 'No live session to join right now.',
  start: 'Start a session',
  noSlides:
    'No slide to teach yet. The slides of the courses assigned in your organization, and those you may read as content, show here once their images are uploaded.',
  join: 'Join',
  open: 'Open',
  handControl: 'Hand control',
  takeBack: 'Take back',
  openPoll: 'Open poll',
  closePoll: 'Close poll',
  reveal: 'Reveal solution',
  endSession: 'End session',
  copyLink: 'Copy link',
  participants: 'Participants',
  answers: 'Answers',
  following: 'Following the instructor',
  youHaveControl: 'You have control',
  solution: 'Solution',
} as const;

/** The view of the one in control, relayed volatile to the session's room (never stored). */
export interface TeachingView {
  sessionId: string;
  /** Level-0 pixel at the centre. */
  center: { x: number; y: number };
  magnification: number;
  rotation: number;
  flipped: boolean;
  gamma: number;
  /** The sender's clock (ms), to order views and measure latency. */
  at: number;
}
export interface TeachingPointer {
  sessionId: string;
  x: number;
  y: number;
}

export interface TeachingServerToClientEvents {
  /** The view of the one in control (volatile; `by`: the sender). */
  'teaching:view': (view: TeachingView & { by: string }) => void;
  /** The spot the one in control points at, a level-0 pixel (volatile; `by`: the sender). */
  'teaching:pointer': (pointer: TeachingPointer & { by: string }) => void;
}
export interface TeachingClientToServerEvents {
  /** Join a session's room (the server checks that the caller runs or joined it); ack: allowed, and the last view the server knows. */
  'teaching:watch': (sessionId: string, ack: (answer: { allowed: boolean; view: (TeachingView & { by: string }) | null }) => void) => void;
  /** Leave a session's room. */
  'teaching:unwatch': (sessionId: string) => void;
  /** Sent by the one in control (throttled ~10/s); relayed only when the sender holds control. */
  'teaching:view': (view: TeachingView) => void;
  /** Points at a spot for everyone in the session; relayed only when the sender holds control. */
  'teaching:pointer': (pointer: TeachingPointer) => void;
}

/** Everyone watching one session (joined by 'teaching:watch' after the check): its notices and the relayed views. */
export const teachingRoom = (sessionId: string): string => `teaching:${sessionId}`;
