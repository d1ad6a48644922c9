import { Navigate, useParams } from 'react-router';
import { coursePath, COURSES_PATH } from './playerPaths';

/** /course/{moduleId} without an item (or with one of a kind not played here yet): the course's page. */
export function CourseRedirect() {
  const { moduleId } = useParams();
  return <Navigate to={moduleId ? coursePath(moduleId) : COURSES_PATH} replace />;
}
