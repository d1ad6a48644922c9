import type { INestApplication } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject, SecurityRequirementObject, SecuritySchemeObject } from '@nestjs/swagger';
import { ACCESS_TOKEN_PREFIX, CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@cytocampus/contracts';
import { sessionNeedOf, type SessionNeed } from '../auth/signed-in.guard.js';

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

type Session = SessionNeed | 'none';
const SAFE_METHODS = new Set(['get', 'head', 'options']);

/** Whether each route handler asks for a session, by the operation id the document gives it (`Controller_method`). */
function sessionsByOperation(app: INestApplication): Map<string, Session> {
  const sessions = new Map<string, Session>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      const classGuards = (Reflect.getMetadata(GUARDS_METADATA, metatype) ?? []) as unknown[];
      for (const name of Object.getOwnPropertyNames(metatype.prototype)) {
        const handler: unknown = (metatype.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        const needs = [...classGuards, ...((Reflect.getMetadata(GUARDS_METADATA, handler) ?? []) as unknown[])].map(sessionNeedOf);
        sessions.set(`${metatype.name}_${name}`, needs.includes('required') ? 'required' : needs.includes('optional') ? 'optional' : 'none');
      }
    }
  }
  return sessions;
}

/**
 * What an operation asks for: where its guard wants a caller (as one alternative where it may), the
 * session with the CSRF header on writes, or an access token; the CSRF header on anonymous writes;
 * public reads nothing.
 */
function requirementsOf(session: Session, method: string): SecurityRequirementObject[] {
  const anonymous: SecurityRequirementObject = SAFE_METHODS.has(method) ? {} : { csrf: [] };
  const signedIn: SecurityRequirementObject[] = [{ session: [], ...anonymous }, { bearer: [] }];
  if (session === 'required') return signedIn;
  if (session === 'optional') return [anonymous, ...signedIn];
  return Object.keys(anonymous).length > 0 ? [anonymous] : [];
}

/**
 * Declares the security schemes and applies them to every operation, from the guards on its route
 * (so the document cannot say otherwise than the API does).
 */
export function describeSecurity(document: OpenAPIObject, app: INestApplication): OpenAPIObject {
  const sessions = sessionsByOperation(app);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, { operationId?: string; security?: SecurityRequirementObject[] }>)) {
      const session = operation.operationId === undefined ? undefined : sessions.get(operation.operationId);
      if (!session) throw new Error(`the OpenAPI document names no route handler for ${method.toUpperCase()} ${path}`);
      operation.security = requirementsOf(session, method);
    }
  }
  document.components = { ...document.components, securitySchemes: SECURITY_SCHEMES };
  return document;
}
