import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccessTokens } from './access-tokens.js';
import type { ScoreAttempt } from './assignment-grades.js';
import { resolveConfiguration, type CourseDefinition, type LtiPlatformOptions, type ToolEndpoints } from './configuration.js';
import { CourseRegistry } from './courses.js';
import { DeepLinking, type DeepLinkingResponseRecord } from './deep-linking.js';
import { GradeBook, type LineItem, type RecordedScore } from './grade-book.js';
import { generateSigningKey } from './keys.js';
import { LaunchIntents, UNKNOWN_DEPLOYMENT_ID, type LaunchIntent, type NegativeLaunchOptions } from './launch-intents.js';
import { loginInitiation, type LoginInitiation } from './login-initiation.js';
import { handleRequest, type PlatformInternals } from './routes.js';
import { ScoreFailures } from './score-failures.js';
import { platformUrls, type PlatformUrls } from './urls.js';
import { MESSAGE_TYPES } from './vocabulary.js';

interface LaunchRequestBase extends NegativeLaunchOptions {
  userId: string;
  /** One of the platform's deployment ids; the first by default. */
  deploymentId?: string;
  /** launch_presentation.document_target; iframe by default, as the course pages show the tool. */
  documentTarget?: 'iframe' | 'window';
  /** Leaves lti_deployment_id out of the login, as LTI 1.3 Core allows. */
  omitLoginDeploymentId?: boolean;
}

export interface ResourceLinkLaunchRequest extends LaunchRequestBase {
  linkId: string;
}

export interface DeepLinkingLaunchRequest extends LaunchRequestBase {
  contextId: string;
}

/** What the tool must be told about this platform (its registration), as an LMS administrator would copy it. */
export interface PlatformRegistration {
  issuer: string;
  clientId: string;
  deploymentIds: readonly string[];
  authorizationEndpoint: string;
  /** Also the `aud` the tool's client assertion must carry. */
  tokenEndpoint: string;
  jwksUrl: string;
}

export interface ScoreFilter {
  userId?: string;
  lineItemId?: string;
  /** The scores of the line items coupled to this resource link. */
  linkId?: string;
}

export interface LtiPlatform {
  /** `http://<host>:<port>`. */
  issuer: string;
  registration: PlatformRegistration;
  /** The tool's endpoints the platform uses (login, launch = redirect_uri, key set). */
  tool: ToolEndpoints;
  urls: PlatformUrls;
  /** The courses, with the links deep linking added. */
  courses(): readonly CourseDefinition[];
  /** Starts a resource link launch: the tool's login URL with a fresh lti_message_hint. */
  resourceLinkLogin(request: ResourceLinkLaunchRequest): LoginInitiation;
  /** Starts a deep linking request in a course: the tool's login URL with a fresh lti_message_hint. */
  deepLinkingLogin(request: DeepLinkingLaunchRequest): LoginInitiation;
  /** The line items of a course, each with its URL (the `id` AGS sends). */
  lineItems(contextId: string): readonly (LineItem & { url: string })[];
  /** Every score posted and taken, in order (an `ignored` one kept the previous result); `filter` keeps one link's, user's or line item's. */
  receivedScores(filter?: ScoreFilter): readonly RecordedScore[];
  /** Every post to a scores endpoint with the status it was answered, refusals and switched failures included. */
  scoreAttempts(): readonly ScoreAttempt[];
  /** The next `times` posts to any scores endpoint answer `status` (503 by default), before any check. */
  failNextScores(times: number, status?: number): void;
  /** Every deep linking response received, accepted or refused. */
  deepLinkingResponses(): readonly DeepLinkingResponseRecord[];
  close(): Promise<void>;
}

/** Starts the LMS double in this process (see index.ts for what it is). */
export async function startLtiPlatform(options: LtiPlatformOptions): Promise<LtiPlatform> {
  const { host = process.env.LTI_TEST_HOST ?? '127.0.0.2', port = 0 } = options;
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  // The issuer names the port, so everything is made once the server listens.
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  const configuration = resolveConfiguration(options);
  const urls = platformUrls(issuer);
  const courses = new CourseRegistry(configuration.courses);
  const gradeBook = new GradeBook();
  for (const course of configuration.courses)
    for (const link of course.links) if (link.lineItem) gradeBook.create({ contextId: course.id, resourceLinkId: link.id, ...link.lineItem });
  const intents = new LaunchIntents();
  const [platformKey, strangerKey] = await Promise.all([generateSigningKey(), generateSigningKey()]);
  const scoreFailures = new ScoreFailures();
  const scoreAttempts: ScoreAttempt[] = [];
  const deepLinking = new DeepLinking({ issuer, configuration, courses, gradeBook });

  const deploymentFor = (request: NegativeLaunchOptions & { deploymentId?: string }): string => {
    const deploymentId = request.deploymentId ?? configuration.deploymentIds[0]!;
    if (!configuration.deploymentIds.includes(deploymentId))
      throw new Error(`${deploymentId} is not a deployment of this platform (unknownDeployment makes one).`);
    return deploymentId;
  };
  const negativesOf = ({ wrongSignature, expired, unknownDeployment, wrongAudience, wrongIssuer }: NegativeLaunchOptions): NegativeLaunchOptions => ({
    ...(wrongSignature && { wrongSignature }),
    ...(expired && { expired }),
    ...(unknownDeployment && { unknownDeployment }),
    ...(wrongAudience && { wrongAudience }),
    ...(wrongIssuer && { wrongIssuer }),
  });
  const login = (intent: LaunchIntent, targetLinkUri: string, omitDeploymentId = false): LoginInitiation =>
    loginInitiation(configuration.tool.loginUrl, {
      iss: issuer,
      login_hint: intent.userId,
      target_link_uri: targetLinkUri,
      lti_message_hint: intents.issue(intent),
      client_id: configuration.clientId,
      ...(!omitDeploymentId && { lti_deployment_id: intent.negatives.unknownDeployment ? UNKNOWN_DEPLOYMENT_ID : intent.deploymentId }),
    });

  const resourceLinkLogin = (request: ResourceLinkLaunchRequest): LoginInitiation => {
    const found = courses.findLink(request.linkId);
    if (!found) throw new Error(`No resource link ${request.linkId}.`);
    if (!courses.member(found.course.id, request.userId)) throw new Error(`${request.userId} is not a member of ${found.course.id}.`);
    const intent: LaunchIntent = {
      messageType: MESSAGE_TYPES.resourceLink,
      linkId: request.linkId,
      contextId: found.course.id,
      userId: request.userId,
      deploymentId: deploymentFor(request),
      documentTarget: request.documentTarget ?? 'iframe',
      negatives: negativesOf(request),
    };
    return login(intent, found.link.targetLinkUri ?? configuration.tool.launchUrl, request.omitLoginDeploymentId);
  };
  const deepLinkingLogin = (request: DeepLinkingLaunchRequest): LoginInitiation => {
    if (!courses.member(request.contextId, request.userId)) throw new Error(`${request.userId} is not a member of ${request.contextId}.`);
    const deploymentId = deploymentFor(request);
    const deepLinkingRequestId = randomUUID();
    deepLinking.start({ id: deepLinkingRequestId, contextId: request.contextId, userId: request.userId, deploymentId });
    const intent: LaunchIntent = {
      messageType: MESSAGE_TYPES.deepLinkingRequest,
      deepLinkingRequestId,
      contextId: request.contextId,
      userId: request.userId,
      deploymentId,
      documentTarget: request.documentTarget ?? 'iframe',
      negatives: negativesOf(request),
    };
    return login(intent, configuration.tool.launchUrl, request.omitLoginDeploymentId);
  };

  const tokenEndpoint = { clientId: configuration.clientId, tokenUrl: urls.token, toolJwksUrl: configuration.tool.jwksUrl };
  const internals: PlatformInternals = {
    issuer,
    configuration,
    urls,
    intents,
    courses,
    gradeBook,
    platformKey,
    strangerKey,
    tokens: new AccessTokens(),
    tokenEndpoint,
    scoreFailures,
    scoreAttempts,
    deepLinking,
    publicJwk: platformKey.publicJwk,
    resourceLinkLogin,
    deepLinkingLogin,
  };
  server.on('request', (req, res) => void handleRequest(req, res, internals));

  return {
    issuer,
    registration: {
      issuer,
      clientId: configuration.clientId,
      deploymentIds: configuration.deploymentIds,
      authorizationEndpoint: urls.authorization,
      tokenEndpoint: urls.token,
      jwksUrl: urls.jwks,
    },
    tool: configuration.tool,
    urls,
    courses: () => courses.all(),
    resourceLinkLogin,
    deepLinkingLogin,
    lineItems: (contextId) => gradeBook.list(contextId).map((item) => ({ ...item, url: urls.lineItem(contextId, item.id) })),
    receivedScores: ({ userId, lineItemId, linkId }: ScoreFilter = {}) =>
      gradeBook
        .scores()
        .filter(
          (score) =>
            (userId === undefined || score.userId === userId) &&
            (lineItemId === undefined || score.lineItemId === lineItemId) &&
            (linkId === undefined || gradeBook.get(score.contextId, score.lineItemId)?.resourceLinkId === linkId),
        ),
    scoreAttempts: () => [...scoreAttempts],
    failNextScores: (times, status) => scoreFailures.failNext(times, status),
    deepLinkingResponses: () => [...deepLinking.responses],
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps connections alive; they would hold close() open.
        server.closeAllConnections();
      }),
  };
}
