import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject, SecurityRequirementObject, SecuritySchemeObject } from '@nestjs/swagger';
import { ACCESS_TOKEN_PREFIX, CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@cytocampus/contracts';
import { policyOf } from '../auth/authorize.js';
import { CSRF_EXEMPT_ROUTES } from '../http/csrf.js';
import { routeHandlersOf } from '../http/routes.js';

/**
 * The credentials a call may need (ADR 0006): the session cookie, and on writes the CSRF header; or
 * a personal access token, which needs no CSRF header (ADR 0034).
 */
export const SECURITY_SCHEMES: Record<'session' | 'csrf' | 'bearer', SecuritySchemeObject> = {
  session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session: POST /api/v1/login sets it (httpOnly).' },
  csrf: {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER,
    description: `Every POST, PUT and DELETE repeats here the ${CSRF_COOKIE} cookie, which any GET under /api/v1 sets when it is missing (signed double submit: the token belongs to the session it was set with).`,
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: `A personal access token (\`${ACCESS_TOKEN_PREFIX}…\`) an administrator issued: the caller acts as its user. Writes need no CSRF header.`,
  },
};

type Session = 'required' | 'optional' | 'none';
const SAFE_METHODS = new Set(['get', 'head', 'options']);

/** What each route's policy asks of a session, by the operation id the document gives it (`Controller_method`). */
function sessionsByOperation(app: INestApplication): Map<string, Session> {
  const sessions = new Map<string, Session>();
  for (const route of routeHandlersOf(app)) {
    const policy = policyOf(route.handler);
    const session: Session = !policy || policy.caller === 'anyone' ? 'none' : policy.caller === 'anyoneKnown' ? 'optional' : 'required';
    sessions.set(route.operationId, session);
  }
  return sessions;
}

/**
 * What an operation asks for: where its policy wants a caller (as one alternative where it may), the
 * session with the CSRF header on writes, or an access token; the CSRF header on anonymous writes;
 * public reads nothing.
 */
function requirementsOf(session: Session, method: string, signedByCaller: boolean): SecurityRequirementObject[] {
  const anonymous: SecurityRequirementObject = SAFE_METHODS.has(method) || signedByCaller ? {} : { csrf: [] };
  const signedIn: SecurityRequirementObject[] = [{ session: [], ...anonymous }, { bearer: [] }];
  if (session === 'required') return signedIn;
  if (session === 'optional') return [anonymous, ...signedIn];
  return Object.keys(anonymous).length > 0 ? [anonymous] : [];
}

/**
 * Declares the security schemes and applies them to every operation, from the policy its route declares
 * (so the document cannot say otherwise than the API does).
 */
export function describeSecurity(document: OpenAPIObject, app: INestApplication): OpenAPIObject {
  const sessions = sessionsByOperation(app);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, { operationId?: string; security?: SecurityRequirementObject[] }>)) {
      const session = operation.operationId === undefined ? undefined : sessions.get(operation.operationId);
      if (!session) throw new Error(`the OpenAPI document names no route handler for ${method.toUpperCase()} ${path}`);
      operation.security = requirementsOf(
        session,
        method,
        CSRF_EXEMPT_ROUTES.some((route) => path.endsWith(route)),
      );
    }
  }
  document.components = { ...document.components, securitySchemes: SECURITY_SCHEMES };
  return document;
}
