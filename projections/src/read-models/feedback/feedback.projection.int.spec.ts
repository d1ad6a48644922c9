import { beforeEach, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@cytocampus/event-store';
import { forEachDatabase } from '@cytocampus/testing';
import { event, snapshot } from '../../testing/harness.js';
import { feedbackProjection } from './feedback.projection.js';

const AT = '2026-11-22T10:00:05.000Z';
const submitted = (userId: string, moduleId: string, n: number): RecordedEvent => {
  const base = event(
    'FeedbackSubmitted',
    {
      userId,
      moduleId,
      testId: 't1',
      formId: 'form1',
      formRevisionId: 'form1-r1',
      paceProgramNumber: '510-503-26',
      ratings: [5, 'N/A', 1],
      submittedAt: Date.parse(AT),
    },
    AT,
  );
  return {
    ...base,
    metadata: { ...base.metadata, orgId: 'org1' },
    streamId: `evaluation-${userId}${moduleId}`,
    revision: 0n,
    position: { commit: 1n, prepare: BigInt(n) },
    created: new Date(0),
  };
};

forEachDatabase('feedback read model on %s', (h) => {
  beforeEach(async () => {
    await h.sql.transaction((tx) => feedbackProjection.migrate(tx));
  });

  const apply = (events: RecordedEvent[]) => h.sql.transaction((tx) => feedbackProjection.apply(tx, events));

  it('keeps one row per learner, course and test with the ratings as JSON, and a replay changes nothing', async () => {
    await apply([submitted('u1', 'm1', 1), submitted('u1', 'm2', 2)]);
    await apply([submitted('u1', 'm1', 1)]);
    expect(await snapshot(h.sql, 'feedback_submissions', 'module_id')).toEqual([
      {
        user_id: 'u1',
        org_id: 'org1',
        module_id: 'm1',
        test_id: 't1',
        form_id: 'form1',
        form_revision_id: 'form1-r1',
        pace_program_number: '510-503-26',
        ratings: [5, 'N/A', 1],
        submitted_at: new Date(AT),
        version: 1,
      },
      expect.objectContaining({ module_id: 'm2', ratings: [5, 'N/A', 1] }),
    ]);
  });

  it("tells the learner's own room, naming the course and test", async () => {
    const events = [submitted('u1', 'm1', 1), submitted('u2', 'm1', 2)];
    const notices = await h.sql.transaction(async (tx) => {
      await feedbackProjection.apply(tx, events);
      return feedbackProjection.notices!(tx, events);
    });
    expect(notices).toEqual(
      expect.arrayContaining([
        { rooms: ['user:u1'], notice: { model: 'feedback', id: 'm1/t1', version: 1 } },
        { rooms: ['user:u2'], notice: { model: 'feedback', id: 'm1/t1', version: 1 } },
      ]),
    );
    expect(notices).toHaveLength(2);
  });
});
