/**
 * Deep linking (Deep Linking 2.0; docs/adr/0042) against the test platform (a test double of a
 * learning platform): an instructor picks a slide test from our catalogue inside the frame, the
 * signed response comes back to the platform as a resource link with a line item, and that link
 * launches the test.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LTI_MSG, LTI_ROUTES, LTI_TARGET_PARAMETER, type LtiCatalogueCourse, type LtiDeepLinkAnswer } from '@cytocampus/contracts';
import { deepLink, launch, returnDeepLink } from '@cytocampus/testing/lti';
import { api, ok, refused } from '../../community/testing/community-client.js';
import { CONTEXT_ID, framedClient, LINK, startLtiServer, type LtiServer } from '../testing/lti-server.js';

let lti: LtiServer;

beforeAll(async () => {
  lti = await startLtiServer();
});
afterAll(async () => {
  await lti?.close();
});

describe('deep linking', () => {
  it('lets an instructor pick a slide test, which comes back to the platform as a graded link that launches it', async () => {
    const request = await deepLink({ platform: lti.platform, contextId: CONTEXT_ID, userId: 'lms-user-irene' });
    expect({ status: request.status, location: request.location }).toEqual({ status: 303, location: '/lti/deep-linking' });
    const framed = framedClient(lti.t.url, request);
    const catalogue = ok<LtiCatalogueCourse[]>(await framed.get(api(LTI_ROUTES.catalogue)));
    const course = catalogue.find((c) => c.moduleId === lti.course.moduleId);
    expect(course?.items).toEqual([{ itemId: lti.course.testId, type: 'test', title: 'HSIL slide test', graded: true }]);
    const target = `course/${lti.course.moduleId}/test/${lti.course.testId}`;
    const answer = ok<LtiDeepLinkAnswer>(await framed.post(api(LTI_ROUTES.deepLinks), { targets: [target] }));
    const returned = await returnDeepLink({ platform: lti.platform, ...answer });
    expect(returned.record).toMatchObject({ accepted: true });
    expect(returned.record.contentItems).toEqual([
      expect.objectContaining({
        type: 'ltiResourceLink',
        title: 'HSIL slide test',
        custom: { [LTI_TARGET_PARAMETER]: target },
        lineItem: expect.objectContaining({ scoreMaximum: 100 }),
      }),
    ]);
    const [link] = returned.record.createdLinks;
    const launched = await launch({ platform: lti.platform, linkId: link!.id, userId: 'lms-user-lea' });
    expect({ status: launched.status, location: launched.location }).toEqual({
      status: 303,
      location: `/course/${lti.course.moduleId}/test/${lti.course.testId}`,
    });
  });

  it('refuses a pick that is not in the catalogue, and a learner or a resource link session', async () => {
    const request = await deepLink({ platform: lti.platform, contextId: CONTEXT_ID, userId: 'lms-user-irene' });
    const framed = framedClient(lti.t.url, request);
    refused(await framed.post(api(LTI_ROUTES.deepLinks), { targets: ['course/no-such-course'] }), 400, LTI_MSG.targetNotFound, 'targets.0');
    const learner = framedClient(lti.t.url, await deepLink({ platform: lti.platform, contextId: CONTEXT_ID, userId: 'lms-user-lea' }));
    refused(await learner.get(api(LTI_ROUTES.catalogue)), 403, LTI_MSG.notInstructor);
    const resourceLink = framedClient(lti.t.url, await launch({ platform: lti.platform, linkId: LINK.test, userId: 'lms-user-irene' }));
    refused(await resourceLink.post(api(LTI_ROUTES.deepLinks), { targets: [`course/${lti.course.moduleId}`] }), 403, LTI_MSG.notDeepLinking);
  });
});
