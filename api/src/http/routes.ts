import type { INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';

/** One route handler of the API, as Nest registered it. */
export interface RouteHandler {
  /** `Controller_method`: the operation id the API document gives it. */
  readonly operationId: string;
  readonly controller: string;
  readonly method: string;
  readonly verb: string;
  /** The path under the API prefix, as declared (`organizations/:id`). */
  readonly path: string;
  readonly handler: (...args: unknown[]) => unknown;
}

const joinPath = (...parts: unknown[]): string =>
  parts
    .map((part) => (Array.isArray(part) ? String(part[0]) : typeof part === 'string' ? part : ''))
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter((part) => part !== '')
    .join('/');

/** Every route handler of every controller of the application (the OpenAPI security and the use-case listing read these). */
export function routeHandlersOf(app: INestApplication): RouteHandler[] {
  const routes: RouteHandler[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      for (const method of Object.getOwnPropertyNames(metatype.prototype)) {
        const handler: unknown = (metatype.prototype as Record<string, unknown>)[method];
        if (typeof handler !== 'function') continue;
        const verb = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (verb === undefined) continue;
        routes.push({
          operationId: `${metatype.name}_${method}`,
          controller: metatype.name,
          method,
          verb: RequestMethod[verb],
          path: joinPath(Reflect.getMetadata(PATH_METADATA, metatype), Reflect.getMetadata(PATH_METADATA, handler)),
          handler: handler as RouteHandler['handler'],
        });
      }
    }
  }
  return routes;
}
