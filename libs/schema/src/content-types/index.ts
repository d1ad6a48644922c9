export { AUTHORED_CONTENT_TYPES, CONTENT_TYPE_SCHEMAS, type AuthoredContentType, type ContentTypeSchema } from './schemas.js';
export { contentSchemaOf, validateContent } from './validate-content.js';
export { BASE_FIELDS } from './base.js';
export { COURSE_ITEM_TYPES, defaultPaceProgramNumber, PACE_PROGRAM_NUMBER_PATTERN } from './module.js';
export { checkPresentation, PRESENTATION_FILE_TYPES, PRESENTATION_PAGES_MAX } from './presentation.js';
export { checkQuiz, QUIZ_CHOICES_MAX, QUIZ_ITEM_TYPES, QUIZ_MSG, QUIZ_PAGE_ITEMS_MAX, QUIZ_PAGE_TYPES, QUIZ_PAGES_MAX } from './quiz.js';
export { checkSlide, normalizeSlide, resultsFor, SLIDE_MSG } from './slide.js';
export { checkTest, drawsFromPool } from './test.js';
export {
  contentCreateRequestSchema,
  contentUpdateRequestSchema,
  lockRequestSchema,
  slideAnalysisRequestSchema,
  slideCreateRequestSchema,
  slideImageRequestSchema,
  slideMarkRequestSchema,
  slideObjectChangeRequestSchema,
  slideObjectRequestSchema,
} from './content-requests.js';
