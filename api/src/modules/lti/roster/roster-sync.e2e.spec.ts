/**
 * Names and Role Provisioning (NRPS 2.0; docs/adr/0042) against the test platform (a test double of
 * a learning platform): an instructor's launch reads the course roster into one group, accounts
 * made for its active members, the same group found again at the next sync.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LTI_MSG, LTI_ROUTES, type LtiLaunchContext, type LtiRosterSyncAnswer } from '@cytocampus/contracts';
import { launch } from '@cytocampus/testing/lti';
import { api, ok, refused } from '../../community/testing/community-client.js';
import { framedClient, LINK, startLtiServer, type LtiServer } from '../testing/lti-server.js';

let lti: LtiServer;

beforeAll(async () => {
  lti = await startLtiServer();
});
afterAll(async () => {
  await lti?.close();
});

const groupMembers = async (groupId: string) => {
  const { rows } = await lti.t.server.infra.sql.query<{ email: string; role: string }>('select email, role from users where group_id = $1 order by email', [
    groupId,
  ]);
  return rows;
};

describe('the roster of a course', () => {
  it('goes into one group of the organization, accounts made for the active members, the inactive left out', async () => {
    const instructor = framedClient(lti.t.url, await launch({ platform: lti.platform, linkId: LINK.test, userId: 'lms-user-irene' }));
    expect(ok<LtiLaunchContext>(await instructor.get(api(LTI_ROUTES.context))).rosterAvailable).toBe(true);
    const first = ok<LtiRosterSyncAnswer>(await instructor.post(api(LTI_ROUTES.rosterSync)));
    expect(first).toEqual({ groupId: expect.any(String), groupName: 'Gynecologic cytology basics', added: 3, alreadyMembers: 0, skipped: 0 });
    expect(await groupMembers(first.groupId)).toEqual([
      { email: 'irene.instructor@lms.test', role: 'manager' },
      { email: 'lea.learner@lms.test', role: 'cytotechnologist' },
      { email: 'leo.learner@lms.test', role: 'cytotechnologist' },
    ]);
    const again = ok<LtiRosterSyncAnswer>(await instructor.post(api(LTI_ROUTES.rosterSync)));
    expect(again).toEqual({ ...first, added: 0, alreadyMembers: 3 });
  });

  it('is refused to a learner and to a session no launch started', async () => {
    const learner = framedClient(lti.t.url, await launch({ platform: lti.platform, linkId: LINK.test, userId: 'lms-user-lea' }));
    refused(await learner.post(api(LTI_ROUTES.rosterSync)), 403, LTI_MSG.notInstructor);
    refused(await lti.as.manager.post(api(LTI_ROUTES.rosterSync)), 403, LTI_MSG.noLaunch);
  });
});
