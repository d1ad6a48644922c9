/** The item players of a course: presentations, quizzes, slide tests and slides (spec part 2 sections 2 and 4, part 3), loaded when first opened. */
export { PresentationPlayerPage, QuizPlayerPage } from './PlayerPages';
export { CourseRedirect } from './CourseRedirect';
export { TestSummaryPage } from './test/TestSummaryPage';
export { SlideReviewPage } from './slide/SlideReviewPage';
export { DemoPage } from './demo/DemoPage';
