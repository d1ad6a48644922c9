import { applyDecorators, Controller, type Type } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CONTENT_PATHS, type AuthoredType } from '@cytocampus/contracts';

/** A JSON request body as the routes read it. */
export type RequestBody = Record<string, unknown> | undefined;

/** A body is {[type]: fields} (spec part 2 section 7) or the fields themselves. */
export const fieldsIn = (body: RequestBody, type: string): unknown => body?.[type] ?? body;

/** The calls of a content type live under its path (/modules, /quizzes…); each declares its policy. */
export const ContentRoutes = (type: AuthoredType): ClassDecorator => applyDecorators(ApiTags('content'), Controller(CONTENT_PATHS[type]));

/** A use case's controller for every content type (`define` writes it for one, with ContentRoutes), named after it: ModuleLockContentController… */
export function controllersPerType(define: (type: AuthoredType) => Type<unknown>): Type<unknown>[] {
  return (Object.keys(CONTENT_PATHS) as AuthoredType[]).map((type) => {
    const controller = define(type);
    Object.defineProperty(controller, 'name', { value: `${type[0]!.toUpperCase()}${type.slice(1)}${controller.name}` });
    return controller;
  });
}
