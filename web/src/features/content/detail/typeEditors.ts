import type { AuthoredType } from '@cytocampus/contracts';
import { assignmentFields } from '../assignment/assignmentFields';
import { courseFields, newCourseFields } from '../course/courseFields';
import { presentationFields } from '../presentation/presentationFields';
import { quizFields } from '../quiz/quizFields';
import { testFields } from '../test/testFields';
import type { FieldRenderer } from './fieldContext';

/** What each type adds to the generic edit form; evaluation forms need nothing of their own. */
export const TYPE_EDITORS: Partial<Record<AuthoredType, { renderer: FieldRenderer; newFields?: () => Record<string, unknown> }>> = {
  module: { renderer: courseFields, newFields: newCourseFields },
  curriculum: { renderer: assignmentFields },
  presentation: { renderer: presentationFields },
  quiz: { renderer: quizFields },
  test: { renderer: testFields },
};
