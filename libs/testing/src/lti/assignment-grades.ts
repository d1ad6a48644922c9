import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccessTokens } from './access-tokens.js';
import type { CourseRegistry } from './courses.js';
import type { GradeBook, LineItem } from './grade-book.js';
import { HttpError, mediaTypeOf, parseJsonObject, readBody, send, sendJson } from './http.js';
import { parseScore } from './score-body.js';
import type { ScoreFailures } from './score-failures.js';
import type { PlatformUrls } from './urls.js';
import { AGS_SCOPES, MEDIA_TYPES } from './vocabulary.js';

/** Assignment and Grade Services 2.0: the line item, score publish and result services of a course. */

export interface ScoreAttempt {
  lineItemId: string;
  /** What the platform answered: 204 when taken, the failing switch's status, or a refusal. */
  status: number;
  receivedAt: Date;
}

export interface GradeServices {
  urls: PlatformUrls;
  gradeBook: GradeBook;
  tokens: AccessTokens;
  courses: CourseRegistry;
  scoreFailures: ScoreFailures;
  scoreAttempts: ScoreAttempt[];
}

const READ_LINE_ITEMS = [AGS_SCOPES.lineItem, AGS_SCOPES.lineItemReadOnly];

/** A line item as AGS sends it: its id is its URL, and `contextId` is ours. */
const lineItemJson = (urls: PlatformUrls, { id, contextId, ...rest }: LineItem) => ({ id: urls.lineItem(contextId, id), ...rest });

async function readJson(req: IncomingMessage, mediaType: string): Promise<Record<string, unknown>> {
  if (mediaTypeOf(req) !== mediaType) throw new HttpError(415, 'unsupported_media_type', `The body must be ${mediaType}.`);
  return parseJsonObject(await readBody(req));
}

const optionalString = (body: Record<string, unknown>, name: string): { [name: string]: string } => {
  const value = body[name];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'string') throw new HttpError(400, 'invalid_line_item', `${name} must be a string.`);
  return { [name]: value };
};

/** The writable fields of a line item (AGS 2.0 §3.2), checked. */
function lineItemFields(body: Record<string, unknown>, services: GradeServices, contextId: string): Omit<LineItem, 'id' | 'contextId'> {
  const { label, scoreMaximum, resourceLinkId, gradesReleased } = body;
  if (typeof label !== 'string' || label.trim() === '') throw new HttpError(400, 'invalid_line_item', 'label is required.');
  if (typeof scoreMaximum !== 'number' || !(scoreMaximum > 0)) throw new HttpError(400, 'invalid_line_item', 'scoreMaximum must be a number above 0.');
  if (resourceLinkId !== undefined && (typeof resourceLinkId !== 'string' || services.courses.findLink(resourceLinkId)?.course.id !== contextId))
    throw new HttpError(400, 'invalid_line_item', 'resourceLinkId names no resource link of this course.');
  return {
    label,
    scoreMaximum,
    ...(typeof resourceLinkId === 'string' && { resourceLinkId }),
    ...optionalString(body, 'resourceId'),
    ...optionalString(body, 'tag'),
    ...optionalString(body, 'startDateTime'),
    ...optionalString(body, 'endDateTime'),
    ...(typeof gradesReleased === 'boolean' && { gradesReleased }),
  };
}

export async function lineItemsRoute(req: IncomingMessage, res: ServerResponse, url: URL, contextId: string, services: GradeServices): Promise<void> {
  if (req.method === 'POST') {
    services.tokens.check(req.headers.authorization, [AGS_SCOPES.lineItem]);
    const created = services.gradeBook.create({ contextId, ...lineItemFields(await readJson(req, MEDIA_TYPES.lineItem), services, contextId) });
    return sendJson(res, 201, lineItemJson(services.urls, created), MEDIA_TYPES.lineItem);
  }
  services.tokens.check(req.headers.authorization, READ_LINE_ITEMS);
  const filters = {
    resourceLinkId: url.searchParams.get('resource_link_id'),
    resourceId: url.searchParams.get('resource_id'),
    tag: url.searchParams.get('tag'),
  };
  const limit = Number(url.searchParams.get('limit') ?? Infinity);
  const items = services.gradeBook
    .list(contextId)
    .filter((item) => Object.entries(filters).every(([name, wanted]) => wanted === null || item[name as keyof typeof filters] === wanted))
    .slice(0, limit);
  sendJson(
    res,
    200,
    items.map((item) => lineItemJson(services.urls, item)),
    MEDIA_TYPES.lineItemContainer,
  );
}

export async function lineItemRoute(req: IncomingMessage, res: ServerResponse, item: LineItem, services: GradeServices): Promise<void> {
  if (req.method === 'GET') {
    services.tokens.check(req.headers.authorization, READ_LINE_ITEMS);
    return sendJson(res, 200, lineItemJson(services.urls, item), MEDIA_TYPES.lineItem);
  }
  services.tokens.check(req.headers.authorization, [AGS_SCOPES.lineItem]);
  if (req.method === 'DELETE') {
    services.gradeBook.delete(item.id);
    return send(res, 204, '', 'text/plain');
  }
  const updated = { id: item.id, contextId: item.contextId, ...lineItemFields(await readJson(req, MEDIA_TYPES.lineItem), services, item.contextId) };
  services.gradeBook.replace(updated);
  sendJson(res, 200, lineItemJson(services.urls, updated), MEDIA_TYPES.lineItem);
}

/** The score publish service: the switch may fail the post first, as an LMS that is down would. */
export async function scoresRoute(req: IncomingMessage, res: ServerResponse, item: LineItem, services: GradeServices): Promise<void> {
  const attempt: ScoreAttempt = { lineItemId: item.id, status: 204, receivedAt: new Date() };
  services.scoreAttempts.push(attempt);
  try {
    const failure = services.scoreFailures.take();
    if (failure) throw new HttpError(failure, 'temporarily_unavailable', 'The scores endpoint was told to fail this post.', { 'retry-after': '1' });
    services.tokens.check(req.headers.authorization, [AGS_SCOPES.score]);
    const body = await readJson(req, MEDIA_TYPES.score);
    const score = parseScore(body);
    if (!services.courses.member(item.contextId, score.userId))
      throw new HttpError(400, 'invalid_score', `userId ${score.userId} is not a member of the course.`);
    services.gradeBook.record({ ...score, contextId: item.contextId, lineItemId: item.id, receivedAt: attempt.receivedAt, body });
    send(res, 204, '', 'text/plain');
  } catch (error) {
    if (error instanceof HttpError) attempt.status = error.status;
    throw error;
  }
}

/** The result service: the latest score taken of each member (AGS 2.0 §3.3). */
export function resultsRoute(req: IncomingMessage, res: ServerResponse, url: URL, item: LineItem, services: GradeServices): void {
  services.tokens.check(req.headers.authorization, [AGS_SCOPES.resultReadOnly]);
  const latest = new Map(
    services.gradeBook.scores().flatMap((score) => (score.lineItemId === item.id && !score.ignored ? [[score.userId, score] as const] : [])),
  );
  const wantedUser = url.searchParams.get('user_id');
  const lineItemUrl = services.urls.lineItem(item.contextId, item.id);
  const results = [...latest.values()]
    .filter((score) => wantedUser === null || score.userId === wantedUser)
    .map((score) => ({
      id: `${lineItemUrl}/results/${encodeURIComponent(score.userId)}`,
      scoreOf: lineItemUrl,
      userId: score.userId,
      ...(score.scoreGiven !== undefined && { resultScore: score.scoreGiven, resultMaximum: score.scoreMaximum }),
      ...(score.comment !== undefined && { comment: score.comment }),
    }));
  sendJson(res, 200, results, MEDIA_TYPES.resultContainer);
}
