import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, errors, jwtVerify, type JSONWebKeySet } from 'jose';
import {
  CookieJar,
  LTI_CLAIMS,
  LTI_ROLES,
  PlatformRefused,
  UNKNOWN_DEPLOYMENT_ID,
  WRONG_AUDIENCE,
  WRONG_ISSUER,
  deepLink,
  launch,
  returnDeepLink,
  startLtiPlatform,
  type LtiPlatform,
} from '@cytocampus/testing/lti';
import { generateSigningKey } from './keys.js';
import { startMinimalTool, type MinimalTool } from './testing/minimal-tool.js';

/**
 * The platform's side of the launches, with a minimal tool (./testing/minimal-tool.ts) written
 * with jose as the specs describe a tool: what reaches the tool is checked against the platform's
 * published keys, not trusted from the platform's own code.
 */
let tool: MinimalTool;
let platform: LtiPlatform;
let platformKeys: ReturnType<typeof createLocalJWKSet>;

const LEARNER = 'lms-user-lea';
const INSTRUCTOR = 'lms-user-irene';
const GRADED_LINK = 'link-pap-review';
const COURSE = 'course-cyto-101';

beforeAll(async () => {
  tool = await startMinimalTool();
  platform = await startLtiPlatform({ toolUrl: tool.url, deploymentIds: ['deployment-a', 'deployment-b'] });
  tool.register(platform.registration);
  platformKeys = createLocalJWKSet((await (await fetch(platform.registration.jwksUrl)).json()) as JSONWebKeySet);
});

afterAll(async () => {
  await platform.close();
  await tool.close();
});

const bodyOf = (result: { body: string }) => JSON.parse(result.body) as { claims?: Record<string, unknown>; refused?: string };

describe('a resource link launch', () => {
  it('walks login → auth → launch and posts an id_token with the claims LTI 1.3 Core asks, signed with the published key', async () => {
    const result = await launch({ platform, linkId: GRADED_LINK, userId: LEARNER });

    expect(platform.issuer).toMatch(/^http:\/\/127\.0\.0\.2:\d+$/);
    expect(result.status).toBe(200);
    expect(result.cookieHeader(`${tool.url}/courses`)).toMatch(/^tool_session=/);
    const { payload, protectedHeader } = await jwtVerify(result.idToken!, platformKeys, { issuer: platform.issuer, audience: platform.registration.clientId });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: expect.any(String) });
    expect(payload.exp! - payload.iat!).toBe(300);
    expect(payload).toMatchObject({
      sub: LEARNER,
      nonce: expect.any(String),
      name: 'Léa Learner',
      given_name: 'Léa',
      family_name: 'Learner',
      email: 'lea.learner@lms.test',
      [LTI_CLAIMS.messageType]: 'LtiResourceLinkRequest',
      [LTI_CLAIMS.version]: '1.3.0',
      [LTI_CLAIMS.deploymentId]: 'deployment-a',
      [LTI_CLAIMS.targetLinkUri]: `${tool.url}/api/v1/lti/launch`,
      [LTI_CLAIMS.resourceLink]: { id: GRADED_LINK, title: 'Pap smear review' },
      [LTI_CLAIMS.roles]: [LTI_ROLES.learner],
      [LTI_CLAIMS.context]: { id: COURSE, label: 'CYTO-101', title: 'Gynecologic cytology basics' },
      [LTI_CLAIMS.launchPresentation]: { document_target: 'iframe', return_url: `${platform.issuer}/courses/${COURSE}` },
      [LTI_CLAIMS.custom]: { module: 'pap-smear-review' },
      [LTI_CLAIMS.agsEndpoint]: {
        scope: expect.arrayContaining(['https://purl.imsglobal.org/spec/lti-ags/scope/score']),
        lineitems: `${platform.issuer}/contexts/${COURSE}/lineitems`,
        lineitem: platform.lineItems(COURSE)[0]!.url,
      },
      [LTI_CLAIMS.namesRoleService]: { context_memberships_url: `${platform.issuer}/contexts/${COURSE}/memberships`, service_versions: ['2.0'] },
    });
    expect(payload).not.toHaveProperty([LTI_CLAIMS.deepLinkingSettings]);
  });

  it('logs in by POST too, in the deployment asked for, with the instructor role', async () => {
    const result = await launch({ platform, linkId: 'link-reading', userId: INSTRUCTOR, loginMethod: 'POST', deploymentId: 'deployment-b' });

    expect(result.status).toBe(200);
    const claims = bodyOf(result).claims!;
    expect(claims).toMatchObject({ [LTI_CLAIMS.deploymentId]: 'deployment-b', [LTI_CLAIMS.roles]: [LTI_ROLES.instructor] });
    expect(claims[LTI_CLAIMS.agsEndpoint]).not.toHaveProperty('lineitem');
  });

  it('sends the tool’s cookies as Chromium does: framed only partitioned ones, a cross-site post only SameSite=None ones', () => {
    const jar = new CookieJar();
    const set = (cookie: string) => jar.store(new Response(null, { headers: [['set-cookie', cookie]] }));
    set('lax=1; Path=/');
    set('strict=2; Path=/; SameSite=Strict');
    set('none=3; Path=/; SameSite=None; Secure');
    set('chips=4; Path=/; SameSite=None; Secure; Partitioned');
    set('insecure=5; Path=/; SameSite=None');
    const url = new URL(`${tool.url}/api/v1/lti/launch`);

    expect(jar.header(url)).toBe('lax=1; strict=2; none=3; chips=4');
    expect(jar.header(url, { context: 'cross-site-navigation' })).toBe('lax=1; none=3; chips=4');
    expect(jar.header(url, { context: 'cross-site' })).toBe('none=3; chips=4');
    expect(jar.header(url, { context: 'framed' })).toBe('chips=4');
  });

  it('launches in a window with the tool’s unpartitioned SameSite=None cookies, and not framed (its state cookie is blocked there)', async () => {
    const unpartitioned = await startMinimalTool({ cookieAttributes: 'HttpOnly; Secure; SameSite=None' });
    const other = await startLtiPlatform({ toolUrl: unpartitioned.url });
    unpartitioned.register(other.registration);
    try {
      const inWindow = await launch({ platform: other, linkId: GRADED_LINK, userId: LEARNER, presentation: 'window' });
      const framed = await launch({ platform: other, linkId: GRADED_LINK, userId: LEARNER });

      expect(inWindow.status).toBe(200);
      expect(bodyOf(inWindow).claims![LTI_CLAIMS.launchPresentation]).toMatchObject({ document_target: 'window' });
      expect(inWindow.cookieHeader(`${unpartitioned.url}/courses`)).toMatch(/^tool_session=/);
      expect(framed.status).toBe(401);
      expect(bodyOf(framed).refused).toMatch(/state does not match/);
    } finally {
      await other.close();
      await unpartitioned.close();
    }
  });
});

describe('negative launches each produce the bad token they name, and a careful tool refuses them', () => {
  it('wrongSignature: the platform’s kid, a signature its published key does not verify', async () => {
    const result = await launch({ platform, linkId: GRADED_LINK, userId: LEARNER, wrongSignature: true });

    expect(decodeProtectedHeader(result.idToken!).kid).toBe(
      decodeProtectedHeader((await launch({ platform, linkId: GRADED_LINK, userId: LEARNER })).idToken!).kid,
    );
    await expect(jwtVerify(result.idToken!, platformKeys)).rejects.toBeInstanceOf(errors.JWSSignatureVerificationFailed);
    expect(decodeJwt(result.idToken!)).toMatchObject({ iss: platform.issuer, aud: platform.registration.clientId });
    expect(result.status).toBe(401);
    expect(bodyOf(result).refused).toMatch(/signature verification failed/);
  });

  it('replay: the same form post twice, taken once and refused the second time', async () => {
    const result = await launch({ platform, linkId: GRADED_LINK, userId: LEARNER, replay: true });

    expect(result.firstResponse?.status).toBe(200);
    expect(result.status).toBe(401);
    expect(bodyOf(result).refused).toMatch(/nonce used before/);
  });

  it('expired: a valid signature on a token whose exp has passed', async () => {
    const result = await launch({ platform, linkId: GRADED_LINK, userId: LEARNER, expired: true });

    const { exp } = decodeJwt(result.idToken!);
    expect(exp!).toBeLessThan(Date.now() / 1000 - 3000);
    await expect(jwtVerify(result.idToken!, platformKeys)).rejects.toBeInstanceOf(errors.JWTExpired);
    expect(result.status).toBe(401);
  });

  it('unknownDeployment: a deployment_id the tool was never given, in the login and the token', async () => {
    const initiation = platform.resourceLinkLogin({ linkId: GRADED_LINK, userId: LEARNER, unknownDeployment: true });
    expect(initiation.params.lti_deployment_id).toBe(UNKNOWN_DEPLOYMENT_ID);

    const result = await launch({ platform, linkId: GRADED_LINK, userId: LEARNER, unknownDeployment: true });
    const { payload } = await jwtVerify(result.idToken!, platformKeys, { issuer: platform.issuer, audience: platform.registration.clientId });
    expect(payload[LTI_CLAIMS.deploymentId]).toBe(UNKNOWN_DEPLOYMENT_ID);
    expect(bodyOf(result).refused).toMatch(/unknown deployment/);
  });

  it('unknownDeployment with omitLoginDeploymentId: a login without lti_deployment_id, the unknown one in the token only', async () => {
    const initiation = platform.resourceLinkLogin({ linkId: GRADED_LINK, userId: LEARNER, unknownDeployment: true, omitLoginDeploymentId: true });
    expect(initiation.params).not.toHaveProperty('lti_deployment_id');
    expect(initiation.url.searchParams.has('lti_deployment_id')).toBe(false);

    const result = await launch({ platform, linkId: GRADED_LINK, userId: LEARNER, unknownDeployment: true, omitLoginDeploymentId: true, loginMethod: 'POST' });
    expect(result.idTokenClaims![LTI_CLAIMS.deploymentId]).toBe(UNKNOWN_DEPLOYMENT_ID);
    expect(bodyOf(result).refused).toMatch(/unknown deployment/);
  });

  it('wrongAudience: a properly signed token for another client', async () => {
    const result = await launch({ platform, linkId: GRADED_LINK, userId: LEARNER, wrongAudience: true });

    const { payload } = await jwtVerify(result.idToken!, platformKeys, { issuer: platform.issuer });
    expect(payload.aud).toBe(WRONG_AUDIENCE);
    expect(bodyOf(result).refused).toMatch(/"aud" claim/);
  });

  it('wrongIssuer: a properly signed token naming another platform, after a login that named this one', async () => {
    const result = await launch({ platform, linkId: GRADED_LINK, userId: LEARNER, wrongIssuer: true });

    const { payload } = await jwtVerify(result.idToken!, platformKeys, { audience: platform.registration.clientId });
    expect(payload.iss).toBe(WRONG_ISSUER);
    expect(bodyOf(result).refused).toMatch(/"iss" claim/);
  });
});

describe('the authentication endpoint', () => {
  const authRequest = (changes: Record<string, string | null>) => {
    const initiation = platform.resourceLinkLogin({ linkId: GRADED_LINK, userId: LEARNER });
    const params = new URLSearchParams({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: platform.registration.clientId,
      redirect_uri: platform.tool.launchUrl,
      login_hint: initiation.params.login_hint,
      lti_message_hint: initiation.params.lti_message_hint,
      state: 'the-state',
      nonce: 'the-nonce',
    });
    for (const [name, value] of Object.entries(changes))
      if (value === null) params.delete(name);
      else params.set(name, value);
    return fetch(`${platform.registration.authorizationEndpoint}?${params.toString()}`);
  };

  it('answers a page that posts id_token and state to the redirect_uri', async () => {
    const page = await (await authRequest({})).text();

    expect(page).toContain(`<form id="lti-form-post" method="post" action="${platform.tool.launchUrl}">`);
    expect(page).toMatch(/name="id_token" value="ey[\w-]+\.[\w-]+\.[\w-]+"/);
    expect(page).toContain('name="state" value="the-state"');
  });

  it('refuses with a page, posting nothing, an unregistered redirect_uri or client', async () => {
    const wrongRedirect = await authRequest({ redirect_uri: `${tool.url}/elsewhere` });
    const wrongClient = await authRequest({ client_id: 'someone-else' });

    expect(wrongRedirect.status).toBe(400);
    expect(await wrongRedirect.text()).not.toContain('<form');
    expect(wrongClient.status).toBe(400);
  });

  it.each([
    [{ response_type: 'code' }, 'unsupported_response_type'],
    [{ scope: 'profile' }, 'invalid_scope'],
    [{ response_mode: 'query' }, 'invalid_request'],
    [{ prompt: null }, 'invalid_request'],
    [{ nonce: null }, 'invalid_request'],
    [{ lti_message_hint: 'made-up' }, 'invalid_request'],
    [{ login_hint: 'lms-user-leo' }, 'login_required'],
  ])('posts back error %j → %s', async (changes, error) => {
    const page = await (await authRequest(changes)).text();

    expect(page).toContain(`name="error" value="${error}"`);
    expect(page).not.toContain('name="id_token"');
  });

  it('takes each lti_message_hint once', async () => {
    const initiation = platform.resourceLinkLogin({ linkId: GRADED_LINK, userId: LEARNER });
    const params = `client_id=${platform.registration.clientId}&redirect_uri=${encodeURIComponent(platform.tool.launchUrl)}&scope=openid&response_type=id_token&response_mode=form_post&prompt=none&nonce=n&state=s&login_hint=${LEARNER}&lti_message_hint=${initiation.params.lti_message_hint}`;

    expect(await (await fetch(`${platform.registration.authorizationEndpoint}?${params}`)).text()).toContain('name="id_token"');
    expect(await (await fetch(`${platform.registration.authorizationEndpoint}?${params}`)).text()).toContain('name="error"');
  });

  it('makes the drive throw PlatformRefused when the tool asks wrongly', async () => {
    const confused = await startLtiPlatform({ toolUrl: tool.url, tool: { launchUrl: `${tool.url}/api/v1/lti/other-launch` } });
    tool.register(confused.registration);
    try {
      await expect(launch({ platform: confused, linkId: GRADED_LINK, userId: LEARNER })).rejects.toBeInstanceOf(PlatformRefused);
    } finally {
      tool.register(platform.registration);
      await confused.close();
    }
  });
});

describe('the course pages', () => {
  it('frame the tool in an iframe that starts the third-party initiated login', async () => {
    const response = await fetch(platform.urls.coursePage(COURSE, GRADED_LINK, LEARNER));
    const page = await response.text();

    expect(response.status).toBe(200);
    expect(page).toContain('Léa Learner');
    const src = /<iframe id="lti-tool"[^>]*src="([^"]+)"[^>]*allow="fullscreen"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
    const login = new URL(src!);
    expect(login.origin + login.pathname).toBe(`${tool.url}/api/v1/lti/login`);
    expect(Object.fromEntries(login.searchParams)).toMatchObject({
      iss: platform.issuer,
      login_hint: LEARNER,
      client_id: platform.registration.clientId,
      lti_deployment_id: 'deployment-a',
    });
  });

  it('list, on the home page, each member’s course and deep linking pages; the deep linking page frames a deep linking login', async () => {
    const home = await (await fetch(`${platform.issuer}/`)).text();
    expect(home).toContain(platform.urls.coursePage(COURSE, GRADED_LINK, LEARNER).replaceAll('&', '&amp;'));
    expect(home).toContain(platform.urls.deepLinkingPage(COURSE, INSTRUCTOR).replaceAll('&', '&amp;'));

    const page = await (await fetch(platform.urls.deepLinkingPage(COURSE, INSTRUCTOR))).text();
    const src = /<iframe id="lti-tool"[^>]*src="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
    expect(new URL(src!).searchParams.get('login_hint')).toBe(INSTRUCTOR);
    const toAuth = (await fetch(src!, { redirect: 'manual' })).headers.get('location');
    const idToken = /name="id_token" value="([^"]+)"/.exec(await (await fetch(toAuth!)).text())?.[1];
    expect(decodeJwt(idToken!)).toMatchObject({ sub: INSTRUCTOR, [LTI_CLAIMS.messageType]: 'LtiDeepLinkingRequest' });
  });

  it('refuse a user who is not in the course', async () => {
    expect((await fetch(platform.urls.coursePage(COURSE, GRADED_LINK, 'stranger'))).status).toBe(404);
  });
});

describe('deep linking', () => {
  it('sends a LtiDeepLinkingRequest, takes the signed response, and makes its items launchable links with line items', async () => {
    const request = await deepLink({ platform, contextId: COURSE, userId: INSTRUCTOR });
    const claims = request.idTokenClaims!;
    expect(claims).toEqual(decodeJwt(request.idToken!));
    expect(claims).toMatchObject({
      [LTI_CLAIMS.messageType]: 'LtiDeepLinkingRequest',
      [LTI_CLAIMS.deepLinkingSettings]: {
        deep_link_return_url: expect.stringMatching(new RegExp(`^${platform.issuer}/deep-linking/[\\w-]+/return$`)),
        accept_types: ['ltiResourceLink'],
        accept_multiple: true,
      },
    });
    expect(claims).not.toHaveProperty([LTI_CLAIMS.resourceLink]);

    const returned = await returnDeepLink({ platform, page: request.body });

    expect(returned.status).toBe(200);
    expect(returned.record).toMatchObject({ accepted: true, contentItems: [{ type: 'ltiResourceLink', title: 'Thyroid FNA cases' }] });
    const [link] = returned.record.createdLinks;
    expect(platform.courses()[0]!.links).toContainEqual(link);
    expect(platform.lineItems(COURSE)).toContainEqual(expect.objectContaining({ resourceLinkId: link!.id, scoreMaximum: 20, label: 'Thyroid FNA' }));
    const launched = await launch({ platform, linkId: link!.id, userId: LEARNER });
    expect(bodyOf(launched).claims).toMatchObject({
      [LTI_CLAIMS.resourceLink]: { id: link!.id, title: 'Thyroid FNA cases' },
      [LTI_CLAIMS.custom]: { module: 'thyroid-fna' },
    });
  });

  it('refuses a response signed by a key outside the tool’s key set, and one for another deployment', async () => {
    const request = await deepLink({ platform, contextId: COURSE, userId: INSTRUCTOR });
    const claims = decodeJwt(request.idToken!);
    const returnUrl = (claims[LTI_CLAIMS.deepLinkingSettings] as { deep_link_return_url: string }).deep_link_return_url;

    const forged = await returnDeepLink({
      platform,
      returnUrl,
      jwt: await tool.deepLinkingResponse(claims, [], { key: await generateSigningKey(tool.key.kid) }),
    });
    const otherDeployment = await returnDeepLink({
      platform,
      returnUrl,
      jwt: await tool.deepLinkingResponse({ ...claims, [LTI_CLAIMS.deploymentId]: 'deployment-b' }, []),
    });

    expect(forged.status).toBe(400);
    expect(forged.record).toMatchObject({ accepted: false, refusal: expect.stringMatching(/ERR_JWS_SIGNATURE_VERIFICATION_FAILED/) });
    expect(otherDeployment.record).toMatchObject({ accepted: false, refusal: expect.stringMatching(/deployment_id/) });
    expect(
      platform
        .deepLinkingResponses()
        .slice(-2)
        .map((r) => r.accepted),
    ).toEqual([false, false]);
  });

  it('refuses a response whose nonce was used before, and a second answer to the same request', async () => {
    const returnUrlOf = (claims: Record<string, unknown>) => (claims[LTI_CLAIMS.deepLinkingSettings] as { deep_link_return_url: string }).deep_link_return_url;
    const first = (await deepLink({ platform, contextId: COURSE, userId: INSTRUCTOR })).idTokenClaims!;
    const second = (await deepLink({ platform, contextId: COURSE, userId: INSTRUCTOR })).idTokenClaims!;
    const taken = await tool.deepLinkingResponse(first, [], { overrides: { nonce: 'once-only' } });

    expect((await returnDeepLink({ platform, returnUrl: returnUrlOf(first), jwt: taken })).record.accepted).toBe(true);
    const sameNonce = await returnDeepLink({
      platform,
      returnUrl: returnUrlOf(second),
      jwt: await tool.deepLinkingResponse(second, [], { overrides: { nonce: 'once-only' } }),
    });
    const answeredTwice = await returnDeepLink({ platform, returnUrl: returnUrlOf(first), jwt: await tool.deepLinkingResponse(first, []) });

    expect(sameNonce.record).toMatchObject({ accepted: false, refusal: expect.stringMatching(/nonce was used before/) });
    expect(answeredTwice.record).toMatchObject({ accepted: false, refusal: expect.stringMatching(/answered already/) });
  });
});
