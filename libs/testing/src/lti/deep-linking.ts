import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type JWTPayload } from 'jose';
import type { ResolvedConfiguration, ResourceLinkDefinition } from './configuration.js';
import type { CourseRegistry } from './courses.js';
import type { GradeBook } from './grade-book.js';
import { readParameters, sendHtml } from './http.js';
import { verifyWithToolKeys } from './keys.js';
import { deepLinkingReceivedPage, errorPage } from './pages.js';
import { LTI_CLAIMS, LTI_VERSION, MESSAGE_TYPES } from './vocabulary.js';

/** Deep Linking 2.0's return: the tool's LtiDeepLinkingResponse, checked, kept, and made into resource links. */

export interface DeepLinkingRequest {
  id: string;
  contextId: string;
  userId: string;
  deploymentId: string;
}

export interface DeepLinkingResponseRecord {
  requestId: string;
  accepted: boolean;
  /** Why the platform refused it, when it did. */
  refusal?: string;
  /** The verified claims (absent when the signature or the registered claims failed). */
  claims?: JWTPayload;
  contentItems: readonly Record<string, unknown>[];
  /** The resource links made from the ltiResourceLink items, launchable at once. */
  createdLinks: readonly ResourceLinkDefinition[];
  receivedAt: Date;
}

export interface DeepLinkingContext {
  issuer: string;
  configuration: ResolvedConfiguration;
  courses: CourseRegistry;
  gradeBook: GradeBook;
}

class Refusal extends Error {}

const stringRecord = (value: unknown): Record<string, string> | undefined =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : undefined;

export class DeepLinking {
  readonly #requests = new Map<string, DeepLinkingRequest>();
  readonly #answered = new Set<string>();
  readonly #nonces = new Set<string>();
  readonly responses: DeepLinkingResponseRecord[] = [];
  #nextLink = 1;

  constructor(readonly context: DeepLinkingContext) {}

  start(request: DeepLinkingRequest): void {
    this.#requests.set(request.id, request);
  }

  async returnRoute(req: IncomingMessage, res: ServerResponse, url: URL, requestId: string): Promise<void> {
    const { name } = this.context.configuration;
    const record: DeepLinkingResponseRecord = { requestId, accepted: false, contentItems: [], createdLinks: [], receivedAt: new Date() };
    this.responses.push(record);
    try {
      const request = this.#requests.get(requestId);
      if (!request) throw new Refusal('No deep linking request has this return URL.');
      const jwt = (await readParameters(req, url)).get('JWT');
      if (!jwt) throw new Refusal('The JWT form field is missing.');
      const claims = await this.#verify(jwt);
      record.claims = claims;
      const items = this.#contentItems(claims, request);
      record.contentItems = items;
      if (this.#answered.has(requestId)) throw new Refusal('This deep linking request was answered already.');
      this.#answered.add(requestId);
      record.createdLinks = items.filter((item) => item.type === 'ltiResourceLink').map((item) => this.#createLink(request, item));
      record.accepted = true;
      sendHtml(
        res,
        200,
        deepLinkingReceivedPage(
          name,
          record.createdLinks.map((link) => link.title),
        ),
      );
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      record.refusal = error.message;
      sendHtml(res, 400, errorPage(name, 'Deep linking response refused', error.message));
    }
  }

  /** Signature and registered claims: iss is the tool's client id, aud the platform (Deep Linking 2.0 §4.2). */
  async #verify(jwt: string): Promise<JWTPayload> {
    const { configuration, issuer } = this.context;
    try {
      const claims = await verifyWithToolKeys(jwt, configuration.tool.jwksUrl, {
        issuer: configuration.clientId,
        audience: issuer,
        requiredClaims: ['iat', 'exp', 'nonce'],
      });
      if (this.#nonces.has(String(claims.nonce))) throw new Refusal('The nonce was used before: a replayed response.');
      this.#nonces.add(String(claims.nonce));
      return claims;
    } catch (error) {
      if (error instanceof errors.JOSEError) throw new Refusal(`The JWT was refused (${error.code}: ${error.message}).`);
      throw error;
    }
  }

  #contentItems(claims: JWTPayload, request: DeepLinkingRequest): Record<string, unknown>[] {
    if (claims[LTI_CLAIMS.messageType] !== MESSAGE_TYPES.deepLinkingResponse) throw new Refusal(`message_type must be ${MESSAGE_TYPES.deepLinkingResponse}.`);
    if (claims[LTI_CLAIMS.version] !== LTI_VERSION) throw new Refusal(`version must be ${LTI_VERSION}.`);
    if (claims[LTI_CLAIMS.deploymentId] !== request.deploymentId) throw new Refusal(`deployment_id must be the request's, ${request.deploymentId}.`);
    if (claims[LTI_CLAIMS.deepLinkingData] !== request.id) throw new Refusal('The data claim must come back as the request sent it.');
    const items = claims[LTI_CLAIMS.contentItems] ?? [];
    if (!Array.isArray(items) || !items.every((item): item is Record<string, unknown> => typeof item === 'object' && item !== null))
      throw new Refusal('content_items must be an array of objects.');
    if (items.some((item) => item.type !== 'ltiResourceLink')) throw new Refusal('Only ltiResourceLink items are accepted (accept_types).');
    return items;
  }

  #createLink(request: DeepLinkingRequest, item: Record<string, unknown>): ResourceLinkDefinition {
    const custom = stringRecord(item.custom);
    const link: ResourceLinkDefinition = {
      id: `deep-link-${this.#nextLink++}`,
      title: typeof item.title === 'string' ? item.title : 'Untitled',
      ...(typeof item.url === 'string' && { targetLinkUri: item.url }),
      ...(custom && { custom }),
    };
    this.context.courses.addLink(request.contextId, link);
    const lineItem = item.lineItem;
    if (typeof lineItem === 'object' && lineItem !== null && 'scoreMaximum' in lineItem && typeof lineItem.scoreMaximum === 'number') {
      const { label, resourceId, tag } = lineItem as Record<string, unknown>;
      this.context.gradeBook.create({
        contextId: request.contextId,
        resourceLinkId: link.id,
        label: typeof label === 'string' ? label : link.title,
        scoreMaximum: lineItem.scoreMaximum,
        ...(typeof resourceId === 'string' && { resourceId }),
        ...(typeof tag === 'string' && { tag }),
      });
    }
    return link;
  }
}
