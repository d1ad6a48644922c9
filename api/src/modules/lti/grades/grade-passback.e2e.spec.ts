/**
 * Scores sent back to the platform (AGS 2.0; docs/adr/0042), against the test platform (a test
 * double of a learning platform): a learner who launched a slide test and completes it has the
 * score in the platform's line item; a platform that refuses is tried again until it accepts,
 * each try an event and the failures on the super users' list.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LTI_ROUTES, type LtiGradePassbackList } from '@cytocampus/contracts';
import { launch } from '@cytocampus/testing/lti';
import { eventually } from '../../../testing/eventually.js';
import { api, ok } from '../../community/testing/community-client.js';
import { passSlideTest } from '../../learning/testing/seed-course.js';
import { framedClient, LINK, startLtiServer, type LtiServer } from '../testing/lti-server.js';

let lti: LtiServer;

beforeAll(async () => {
  lti = await startLtiServer();
});
afterAll(async () => {
  await lti?.close();
});

const scoresOf = (userId: string) => lti.platform.receivedScores().filter((score) => score.userId === userId);
const triesOf = async (type: string) => {
  const { rows } = await lti.t.server.infra.sql.query<{ count: number }>('select count(*)::int as count from es_events where event_type = $1', [type]);
  return rows[0]?.count ?? 0;
};

/** The learner launches the slide test from the platform and passes it in the frame. */
async function launchAndPass(userId: string): Promise<void> {
  const launched = await launch({ platform: lti.platform, linkId: LINK.test, userId });
  expect(launched.status).toBe(303);
  await passSlideTest(framedClient(lti.t.url, launched), lti.course.testId, lti.course.slideItemId, lti.course.moduleId);
}

describe('a completed item', () => {
  it('sends its score to the line item of the link it was launched through', async () => {
    await launchAndPass('lms-user-lea');
    await eventually(() => scoresOf('lms-user-lea').length > 0, 'the platform received the score', 10_000);
    expect(scoresOf('lms-user-lea')[0]).toMatchObject({ scoreGiven: 100, scoreMaximum: 100, activityProgress: 'Completed', gradingProgress: 'FullyGraded' });
    // The platform has it; the try's event reaches the list a moment later.
    const lea = async () =>
      ok<LtiGradePassbackList>(await lti.as.super.get(api(LTI_ROUTES.gradePassbacks))).items.find((item) => item.userName.startsWith('Léa'));
    await eventually(async () => (await lea())?.status === 'sent', 'the list shows the score sent');
    expect(await lea()).toMatchObject({ status: 'sent', attempts: 1, title: 'HSIL slide test', scoreGiven: 100, lastError: null });
  });

  it('is tried again while the platform refuses, the failure shown, until the platform accepts', async () => {
    const refusedBefore = await triesOf('LtiScoreRefused');
    lti.platform.failNextScores(2, 503);
    await launchAndPass('lms-user-leo');
    await eventually(
      async () => ok<LtiGradePassbackList>(await lti.as.super.get(api(LTI_ROUTES.gradePassbacks))).items.some((item) => item.status === 'failing'),
      'the refusal shows on the list',
      10_000,
    );
    await eventually(() => scoresOf('lms-user-leo').length > 0, 'the platform received the score at last', 15_000);
    const leo = async () =>
      ok<LtiGradePassbackList>(await lti.as.super.get(api(LTI_ROUTES.gradePassbacks))).items.find((item) => item.userName.startsWith('Leo'));
    await eventually(async () => (await leo())?.status === 'sent', 'the list shows the score sent');
    expect((await triesOf('LtiScoreRefused')) - refusedBefore).toBe(2);
    expect(await leo()).toMatchObject({ status: 'sent', attempts: 3, lastError: expect.stringContaining('HTTP 503') });
  });

  it('is listed for super users only', async () => {
    expect((await lti.as.admin.get(api(LTI_ROUTES.gradePassbacks))).status).toBe(403);
  });
});
