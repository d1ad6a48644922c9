/** The item players of a course: presentations and quizzes (spec part 2 sections 2 and 4), loaded when first opened. */
export { PresentationPlayerPage, QuizPlayerPage } from './PlayerPages';
export { CourseRedirect } from './CourseRedirect';
