import { beforeEach, expect, it } from '@jest/globals';
import type { EventData } from '@cytocampus/event-store';
import { forEachDatabase } from '@cytocampus/testing';
import { event, liveRecorder, snapshot } from '../../testing/harness.js';
import { ltiProjection } from './lti.projection.js';

const at = (minute: number) => `2026-11-30T10:${String(minute).padStart(2, '0')}:00.000Z`;
const LINE_ITEM = 'https://moodle.lab.test/mod/lti/services.php/2/lineitems/7/lineitem';

/** A learner's launch of one item whose line item waits for its score. */
const launched = (userId: string, target: string, lineItemUrl: string | null) =>
  event(
    'LtiLaunched',
    {
      platformId: 'p1',
      userId,
      sessionHash: `session-${userId}`,
      subject: `sub-${userId}`,
      deploymentId: '1',
      messageType: 'LtiResourceLinkRequest',
      contextId: 'ct-101',
      contextTitle: 'CT 101',
      resourceLinkId: 'week-1',
      resourceLinkTitle: 'Week 1',
      target,
      instructor: false,
      lineItemUrl,
      scopes: [],
      membershipsUrl: null,
      deepLinkReturnUrl: null,
      deepLinkData: null,
    },
    at(0),
  );
const checkedOut = (reviewId: string, userId: string) => event('ReviewCheckedOut', { reviewId, userId, moduleId: 'm1', itemId: 'q1' }, at(1));
const completed = (score: number | null) => event('ReviewCompleted', { score, submitTime: Date.parse(at(2)) }, at(2));

forEachDatabase('lti read model on %s', (h) => {
  let record: (stream: string, ...events: EventData[]) => Promise<unknown[]>;
  beforeEach(async () => {
    await h.sql.transaction((tx) => ltiProjection.migrate(tx));
    record = liveRecorder(h, ltiProjection, (stream) => stream);
  });

  const passbacks = () => snapshot(h.sql, 'lti_grade_passbacks', 'user_id');

  it("makes a pending score of a completed review whose item a line item waits for, with the list's notice", async () => {
    await record('lti-launch-a', launched('u1', 'course/m1/quiz/q1', LINE_ITEM));
    await record('review-r1', checkedOut('r1', 'u1'));
    const notices = await record('review-r1', completed(0.8));
    expect(notices).toEqual([{ rooms: ['directory:*'], notice: { model: 'lti', id: 'passbacks', version: 1 } }]);
    const [row] = (await passbacks()) as Record<string, unknown>[];
    expect(row).toMatchObject({
      platform_id: 'p1',
      user_id: 'u1',
      subject: 'sub-u1',
      line_item_url: LINE_ITEM,
      title: 'Week 1',
      review_id: 'r1',
      status: 'pending',
    });
    expect(Number(row!.score_given)).toBe(80);
    expect(row!.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('makes nothing, and tells no one, for a review no line item waits for', async () => {
    await record('lti-launch-b', launched('u2', 'course/m1', null));
    await record('review-r2', checkedOut('r2', 'u2'));
    expect(await record('review-r2', completed(1))).toEqual([]);
    expect(await passbacks()).toEqual([]);
  });

  it("takes a deleted learner's unsent scores out, with the list's notice", async () => {
    await record('lti-launch-c', launched('u3', 'course/m1/quiz/q1', LINE_ITEM));
    await record('review-r3', checkedOut('r3', 'u3'), completed(null));
    const notices = await record('user-u3', event('UserDeleted', {}, at(3)));
    expect(notices).toEqual([{ rooms: ['directory:*'], notice: { model: 'lti', id: 'passbacks', version: 2 } }]);
    expect(await passbacks()).toEqual([]);
  });
});
