/**
 * A proficiency attempt's checkout and grading appended to a review stream as the taking flow
 * appends them, at chosen times, then a wait until the ptStatus read model has them: the ladder's
 * specs walk a year of failures and retests this way, at times in the past that the taking flow
 * cannot set. The taking flow itself (checkout, submit, time-out, the ladder's gate, a passed
 * 20-slide retest, a clear) is proficiency-taking.e2e.spec.ts's.
 */
import { randomUUID } from 'node:crypto';
import type { ProficiencyTestGraded, ReviewCheckedOut } from '@cytocampus/domain';
import type { EventStore } from '@cytocampus/event-store';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import { EVENT_STORE } from '../../../infra/tokens.js';
import type { TestServer } from '../../../testing/test-server.js';

const metadata = (actorId: string) => ({ occurredAt: new Date().toISOString(), actorId, orgId: null, correlationId: randomUUID(), causationId: null });

export interface StandInAttempt {
  userId: string;
  size: 10 | 20;
  startedAt: number;
  /** Absent: the attempt stays in progress. */
  graded?: { at: number; passed: boolean; score: number; automaticFailures?: string[] };
}

/** Appends a PT attempt (checkout, and grading when given) for `userId`; answers its review id. */
export async function standInAttempt(t: TestServer, a: StandInAttempt): Promise<string> {
  const store = t.server.app.get<EventStore>(EVENT_STORE, { strict: false });
  const es = t.server.app.get(EventSourcing, { strict: false });
  const reviewId = randomUUID();
  const slides = Array.from({ length: a.size }, (_, i) => `slide-${i + 1}`);
  const checkout: ReviewCheckedOut['data'] = {
    reviewId,
    userId: a.userId,
    moduleId: 'pt-course',
    itemId: 'pt-test',
    revisionId: 'pt-test-rev1',
    itemType: 'test',
    graded: true,
    pageCount: a.size,
    proficiency: { size: a.size, grid: 'technologist', slides, startedAt: a.startedAt, deadline: a.startedAt + a.size * 12 * 60_000 },
    session: randomUUID(),
    startTime: a.startedAt,
  };
  const events = [{ id: randomUUID(), type: 'ReviewCheckedOut', data: checkout as unknown, metadata: metadata(a.userId) }];
  if (a.graded) {
    const maxPoints = 100;
    const graded: ProficiencyTestGraded['data'] = {
      submitTime: a.graded.at,
      by: 'learner',
      year: new Date(a.graded.at).getUTCFullYear(),
      grid: 'technologist',
      size: a.size,
      points: a.graded.score * maxPoints,
      maxPoints,
      score: a.graded.score,
      passed: a.graded.passed,
      slides: slides.map((slideId) => ({ slideId, reference: 'B', response: 'B', points: maxPoints / a.size })),
      automaticFailures: a.graded.automaticFailures ?? [],
      code: `PT${reviewId.slice(0, 8).toUpperCase()}`,
    };
    events.push({ id: randomUUID(), type: 'ProficiencyTestGraded', data: graded, metadata: metadata(a.userId) });
  }
  const { position } = await store.appendToStream(`review-${reviewId}`, events, { expectedRevision: 'no_stream' });
  await es.readYourWrites(position, ['ptStatus']);
  return reviewId;
}
