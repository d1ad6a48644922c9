import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { AGS_SCOPES, JWT_BEARER_ASSERTION, MEDIA_TYPES, NRPS_SCOPE, startLtiPlatform, type LtiPlatform } from '@cytocampus/testing/lti';
import { generateSigningKey } from './keys.js';
import { startMinimalTool, type MinimalTool } from './testing/minimal-tool.js';

/** The platform's services as a tool reaches them: the token endpoint, then AGS and NRPS with the bearer token. */
let tool: MinimalTool;
let platform: LtiPlatform;

const COURSE = 'course-cyto-101';

beforeAll(async () => {
  tool = await startMinimalTool();
  platform = await startLtiPlatform({ toolUrl: tool.url });
  tool.register(platform.registration);
});

afterAll(async () => {
  await platform.close();
  await tool.close();
});

const tokenRequest = (assertion: string, scope: string, changes: Record<string, string> = {}) =>
  fetch(platform.registration.tokenEndpoint, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: JWT_BEARER_ASSERTION,
      client_assertion: assertion,
      scope,
      ...changes,
    }),
  });

async function accessToken(scopes: readonly string[]): Promise<string> {
  const response = await tokenRequest(await tool.clientAssertion(), scopes.join(' '));
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('the token endpoint', () => {
  it('grants a bearer token for the service scopes asked, leaving out the others', async () => {
    const response = await tokenRequest(await tool.clientAssertion(), `${AGS_SCOPES.score} ${NRPS_SCOPE} https://example.test/scope/other`);

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: `${AGS_SCOPES.score} ${NRPS_SCOPE}`,
      access_token: expect.any(String),
    });
  });

  it.each([
    ['signed by a key outside the tool’s key set', async () => tool.clientAssertion({ key: await generateSigningKey() }), /ERR_JWKS_NO_MATCHING_KEY|SIGNATURE/],
    ['addressed to the issuer instead of the token endpoint', () => tool.clientAssertion({ overrides: { aud: platform.issuer } }), /"aud" claim/],
    ['from another client', () => tool.clientAssertion({ overrides: { iss: 'another', sub: 'another' } }), /"iss" claim/],
    ['without a jti', () => tool.clientAssertion({ overrides: { jti: undefined } }), /"jti" claim/],
  ])('refuses an assertion %s', async (_, assertion, reason) => {
    const response = await tokenRequest(await assertion(), AGS_SCOPES.score);

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_client', error_description: expect.stringMatching(reason) });
  });

  it('refuses an assertion used twice (its jti), a wrong grant, a wrong assertion type and no known scope', async () => {
    const assertion = await tool.clientAssertion();
    expect((await tokenRequest(assertion, AGS_SCOPES.score)).status).toBe(200);

    expect(await (await tokenRequest(assertion, AGS_SCOPES.score)).json()).toMatchObject({
      error: 'invalid_client',
      error_description: expect.stringMatching(/jti/),
    });
    expect(await (await tokenRequest(await tool.clientAssertion(), AGS_SCOPES.score, { grant_type: 'password' })).json()).toMatchObject({
      error: 'unsupported_grant_type',
    });
    expect(await (await tokenRequest(await tool.clientAssertion(), AGS_SCOPES.score, { client_assertion_type: 'secret' })).json()).toMatchObject({
      error: 'invalid_request',
    });
    expect(await (await tokenRequest(await tool.clientAssertion(), 'openid')).json()).toMatchObject({ error: 'invalid_scope' });
  });
});

describe('assignment and grade services', () => {
  const lineItemUrl = () => platform.lineItems(COURSE)[0]!.url;
  const postScore = (token: string, score: Record<string, unknown>, contentType: string = MEDIA_TYPES.score) =>
    fetch(`${lineItemUrl()}/scores`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      body: JSON.stringify(score),
    });
  const score = (changes: Record<string, unknown> = {}) => ({
    userId: 'lms-user-lea',
    scoreGiven: 83,
    scoreMaximum: 100,
    activityProgress: 'Completed',
    gradingProgress: 'FullyGraded',
    timestamp: new Date().toISOString(),
    ...changes,
  });
  let scoreToken: string;

  beforeEach(async () => {
    scoreToken = await accessToken([AGS_SCOPES.score]);
  });

  it('records a score posted with the score scope and media type', async () => {
    const posted = score({ comment: 'Well screened' });
    const response = await postScore(scoreToken, posted);

    expect(response.status).toBe(204);
    expect(platform.receivedScores().at(-1)).toMatchObject({ ...posted, contextId: COURSE, lineItemId: platform.lineItems(COURSE)[0]!.id });
    expect(platform.receivedScores({ linkId: 'link-pap-review', userId: 'lms-user-lea' }).at(-1)).toMatchObject({ comment: 'Well screened' });
    expect(platform.receivedScores({ linkId: 'link-reading' })).toEqual([]);
    expect(await (await fetch(platform.urls.scoresPage)).text()).toContain('Well screened');
  });

  it('keeps the previous result when a score comes with an older timestamp', async () => {
    const later = new Date(Date.now() + 60_000).toISOString();
    await postScore(scoreToken, score({ scoreGiven: 90, timestamp: later, userId: 'lms-user-leo' }));
    await postScore(scoreToken, score({ scoreGiven: 10, userId: 'lms-user-leo' }));

    expect(platform.receivedScores().at(-1)).toMatchObject({ scoreGiven: 10, ignored: 'older than the last score' });
    await postScore(scoreToken, score({ scoreGiven: 11, timestamp: later, userId: 'lms-user-leo' }));
    expect(platform.receivedScores().at(-1)).toMatchObject({ scoreGiven: 11, ignored: 'same timestamp as the last score' });
  });

  it.each([
    [{ userId: undefined }, /userId/],
    [{ userId: 'stranger' }, /not a member/],
    [{ activityProgress: 'Done' }, /activityProgress/],
    [{ gradingProgress: 'Graded' }, /gradingProgress/],
    [{ timestamp: '2026-01-01T00:00:00Z' }, /sub-second/],
    [{ scoreMaximum: undefined }, /scoreMaximum is required/],
    [{ scoreGiven: -1 }, /scoreGiven/],
  ])('refuses a score with %j', async (changes, reason) => {
    const response = await postScore(scoreToken, score(changes));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_score', error_description: expect.stringMatching(reason) });
  });

  it('refuses a score without a token, with a token lacking the score scope, or as plain JSON', async () => {
    expect((await postScore('made-up', score())).status).toBe(401);
    expect((await postScore(await accessToken([NRPS_SCOPE]), score())).status).toBe(403);
    expect((await postScore(scoreToken, score(), 'application/json')).status).toBe(415);
  });

  it('fails the next posts when switched, then takes the retry, and counts every attempt', async () => {
    const before = platform.scoreAttempts().length;
    const countBefore = platform.receivedScores().length;
    platform.failNextScores(2);

    expect((await postScore(scoreToken, score())).status).toBe(503);
    expect((await postScore(scoreToken, score())).status).toBe(503);
    expect((await postScore(scoreToken, score())).status).toBe(204);
    expect(
      platform
        .scoreAttempts()
        .slice(before)
        .map((a) => a.status),
    ).toEqual([503, 503, 204]);
    expect(platform.receivedScores()).toHaveLength(countBefore + 1);
  });

  it('lists, creates, reads and updates line items, and reads results', async () => {
    const token = await accessToken([AGS_SCOPES.lineItem, AGS_SCOPES.resultReadOnly]);
    const lineItems = `${platform.issuer}/contexts/${COURSE}/lineitems`;
    const created = await fetch(lineItems, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': MEDIA_TYPES.lineItem },
      body: JSON.stringify({ label: 'Final quiz', scoreMaximum: 50, resourceLinkId: 'link-reading', tag: 'quiz' }),
    });
    expect(created.status).toBe(201);
    const item = (await created.json()) as { id: string };
    expect(item.id).toMatch(new RegExp(`^${lineItems}/lineitem-\\d+$`));

    const listed = await fetch(`${lineItems}?tag=quiz`, { headers: { authorization: `Bearer ${token}` } });
    expect(listed.headers.get('content-type')).toBe(MEDIA_TYPES.lineItemContainer);
    expect(await listed.json()).toEqual([{ id: item.id, label: 'Final quiz', scoreMaximum: 50, resourceLinkId: 'link-reading', tag: 'quiz' }]);
    const updated = await fetch(item.id, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': MEDIA_TYPES.lineItem },
      body: JSON.stringify({ label: 'Final quiz (new)', scoreMaximum: 60 }),
    });
    expect(await updated.json()).toMatchObject({ id: item.id, label: 'Final quiz (new)', scoreMaximum: 60 });
    const results = await fetch(`${lineItemUrl()}/results`, { headers: { authorization: `Bearer ${token}` } });
    expect(await results.json()).toContainEqual(expect.objectContaining({ userId: 'lms-user-lea', scoreOf: lineItemUrl() }));
    expect((await fetch(item.id, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })).status).toBe(204);
    expect(platform.lineItems(COURSE).map((i) => i.url)).not.toContain(item.id);
  });
});

describe('names and role provisioning services', () => {
  it('answers the membership container with every member, and pages with a next link', async () => {
    const token = await accessToken([NRPS_SCOPE]);
    const url = `${platform.issuer}/contexts/${COURSE}/memberships`;
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: MEDIA_TYPES.membershipContainer } });

    expect(response.headers.get('content-type')).toBe(MEDIA_TYPES.membershipContainer);
    const container = (await response.json()) as { members: { user_id: string; status: string }[] };
    expect(container).toMatchObject({ id: url, context: { id: COURSE, label: 'CYTO-101', title: 'Gynecologic cytology basics' } });
    expect(container.members).toHaveLength(4);
    expect(container.members[0]).toEqual({
      status: 'Active',
      name: 'Irene Instructor',
      given_name: 'Irene',
      family_name: 'Instructor',
      email: 'irene.instructor@lms.test',
      user_id: 'lms-user-irene',
      roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor'],
    });
    expect(container.members.find((m) => m.user_id === 'lms-user-lou')?.status).toBe('Inactive');

    const firstPage = await fetch(`${url}?role=Learner&limit=2`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await firstPage.json()) as { members: unknown[] }).members).toHaveLength(2);
    const next = /<([^>]+)>; rel="next"/.exec(firstPage.headers.get('link') ?? '')?.[1];
    const secondPage = (await (await fetch(next!, { headers: { authorization: `Bearer ${token}` } })).json()) as { members: { user_id: string }[] };
    expect(secondPage.members.map((m) => m.user_id)).toEqual(['lms-user-lou']);
  });

  it('refuses a token without the membership scope', async () => {
    const response = await fetch(`${platform.issuer}/contexts/${COURSE}/memberships`, {
      headers: { authorization: `Bearer ${await accessToken([AGS_SCOPES.score])}` },
    });

    expect(response.status).toBe(403);
  });
});
