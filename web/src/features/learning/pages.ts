/** The courses pages, loaded when first opened (Home stays light). */
export { CoursesPage } from './courses/CoursesPage';
export { CoursePage } from './course/CoursePage';
