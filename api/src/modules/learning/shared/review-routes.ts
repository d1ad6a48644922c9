import { applyDecorators, Controller, type Type } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CONTENT_PATHS, SLIDE_ROUTES } from '@cytocampus/contracts';

/** The paths whose review calls exist: a presentation's, a quiz's, a slide test's (checkout) and a slide's. */
export type ReviewRouteType = 'presentation' | 'quiz' | 'test' | 'slide';

const PATHS: Record<ReviewRouteType, string> = {
  presentation: CONTENT_PATHS.presentation,
  quiz: CONTENT_PATHS.quiz,
  test: CONTENT_PATHS.test,
  slide: SLIDE_ROUTES.slides.slice(1),
};

/** The review calls of a type live under its path (/presentations/{id}/review…); each route declares its policy. */
export const ReviewRoutes = (type: ReviewRouteType): ClassDecorator => applyDecorators(ApiTags('learning'), Controller(PATHS[type]));

/** A use case's controller for each of `types`, named after the type (PresentationCheckoutReviewController…). */
export function controllersPerRouteType<T extends ReviewRouteType>(types: readonly T[], define: (type: T) => Type<unknown>): Type<unknown>[] {
  return types.map((type) => {
    const controller = define(type);
    Object.defineProperty(controller, 'name', { value: `${type[0]!.toUpperCase()}${type.slice(1)}${controller.name}` });
    return controller;
  });
}
