import type { FieldError } from '@cytocampus/contracts';
import type { ObjectDefinition } from '../definitions/types.js';
import { CURRICULUM_DEFINITION } from './curriculum.js';
import { MODULE_DEFINITION } from './module.js';
import { checkPresentation, PRESENTATION_DEFINITION } from './presentation.js';
import { checkQuiz, QUIZ_DEFINITION } from './quiz.js';
import { checkSlide, SLIDE_DEFINITION } from './slide.js';
import { checkTest, FEEDBACK_DEFINITION, TEST_DEFINITION } from './test.js';

export interface ContentTypeSchema {
  definition: ObjectDefinition;
  /** Rules across fields, run after the definition's own checks passed. */
  check?: (fields: Record<string, unknown>) => FieldError[];
}

/** Content types authored through the generic edit form (reports have their own). */
export const AUTHORED_CONTENT_TYPES = ['module', 'curriculum', 'presentation', 'quiz', 'test', 'feedback', 'slide'] as const;
export type AuthoredContentType = (typeof AUTHORED_CONTENT_TYPES)[number];

/** One schema per authored content type; it drives the API's validation and the web's edit form. */
export const CONTENT_TYPE_SCHEMAS: Readonly<Record<AuthoredContentType, ContentTypeSchema>> = {
  module: { definition: MODULE_DEFINITION },
  curriculum: { definition: CURRICULUM_DEFINITION },
  presentation: { definition: PRESENTATION_DEFINITION, check: checkPresentation },
  quiz: { definition: QUIZ_DEFINITION, check: checkQuiz },
  test: { definition: TEST_DEFINITION, check: checkTest },
  feedback: { definition: FEEDBACK_DEFINITION },
  slide: { definition: SLIDE_DEFINITION, check: checkSlide },
};
