import { HttpError } from './http.js';
import { ACTIVITY_PROGRESS, GRADING_PROGRESS } from './vocabulary.js';

export type ActivityProgress = (typeof ACTIVITY_PROGRESS)[number];
export type GradingProgress = (typeof GRADING_PROGRESS)[number];

/** ISO 8601 with sub-second precision and a time zone designator, as AGS 2.0 (score timestamp) requires. */
const AGS_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d+(Z|[+-]\d{2}(:?\d{2})?)$/;

/** The instant of an AGS timestamp; `+00` alone is valid there but not for Date.parse. */
export const instantOf = (timestamp: string): number => Date.parse(/[+-]\d{2}$/.test(timestamp) ? `${timestamp}:00` : timestamp);

export interface ScoreBody {
  userId: string;
  scoreGiven?: number;
  scoreMaximum?: number;
  comment?: string;
  activityProgress: ActivityProgress;
  gradingProgress: GradingProgress;
  timestamp: string;
}

const refuse = (description: string): never => {
  throw new HttpError(400, 'invalid_score', description);
};

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** Checks a posted score against AGS 2.0 §3.4: what is required, the vocabularies, the numbers and the timestamp. */
export function parseScore(body: Record<string, unknown>): ScoreBody {
  const { userId, scoreGiven, scoreMaximum, comment, activityProgress, gradingProgress, timestamp } = body;
  if (typeof userId !== 'string' || userId === '') return refuse('userId is required: the LTI user id (the launch’s sub).');
  if (!isOneOf(ACTIVITY_PROGRESS, activityProgress)) return refuse(`activityProgress must be one of ${ACTIVITY_PROGRESS.join(', ')}.`);
  if (!isOneOf(GRADING_PROGRESS, gradingProgress)) return refuse(`gradingProgress must be one of ${GRADING_PROGRESS.join(', ')}.`);
  if (typeof timestamp !== 'string' || !AGS_TIMESTAMP.test(timestamp) || Number.isNaN(instantOf(timestamp)))
    return refuse('timestamp must be ISO 8601 with sub-second precision and a time zone (2017-04-16T18:54:36.736Z).');
  if (scoreGiven !== undefined && (typeof scoreGiven !== 'number' || !Number.isFinite(scoreGiven) || scoreGiven < 0))
    return refuse('scoreGiven must be a number, 0 or more.');
  if (scoreGiven !== undefined && scoreMaximum === undefined) return refuse('scoreMaximum is required with scoreGiven.');
  if (scoreMaximum !== undefined && (typeof scoreMaximum !== 'number' || !Number.isFinite(scoreMaximum) || scoreMaximum <= 0))
    return refuse('scoreMaximum must be a number above 0.');
  if (comment !== undefined && comment !== null && typeof comment !== 'string') return refuse('comment must be plain text.');
  return {
    userId,
    activityProgress,
    gradingProgress,
    timestamp,
    ...(typeof scoreGiven === 'number' && { scoreGiven }),
    ...(typeof scoreMaximum === 'number' && { scoreMaximum }),
    ...(typeof comment === 'string' && { comment }),
  };
}
