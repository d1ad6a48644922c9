import { applyDecorators, Controller, UseGuards, type Type } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CONTENT_PATHS } from '@cytocampus/contracts';
import { SignedInGuard } from '../../../auth/signed-in.guard.js';
import type { ReviewedType } from './reviews.service.js';

export const REVIEWED_TYPES: readonly ReviewedType[] = ['presentation', 'quiz'];

/** The review calls of a type live under its path (/presentations/{id}/review…), for the signed-in. */
export const ReviewRoutes = (type: ReviewedType): ClassDecorator =>
  applyDecorators(ApiTags('learning'), Controller(CONTENT_PATHS[type]), UseGuards(SignedInGuard));

/** A use case's controller for presentations and quizzes, named after the type (PresentationCheckoutReviewController…). */
export function controllersPerReviewedType(define: (type: ReviewedType) => Type<unknown>): Type<unknown>[] {
  return REVIEWED_TYPES.map((type) => {
    const controller = define(type);
    Object.defineProperty(controller, 'name', { value: `${type[0]!.toUpperCase()}${type.slice(1)}${controller.name}` });
    return controller;
  });
}
