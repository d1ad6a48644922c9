import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useGetCurrentUserQuery } from '../../session/sessionApi';
import { COURSE_LIST_TAG, learningApi, useGetLearnerCoursesQuery } from './api';

/**
 * The learner's courses. Pins live on the user: when another tab or device pins a course, the
 * user's notice refetches the user, and a changed pin list reads the courses again.
 */
export function useLearnerCourses() {
  const result = useGetLearnerCoursesQuery();
  const dispatch = useDispatch();
  const { data: user } = useGetCurrentUserQuery();
  const pinned = JSON.stringify(user?.pinned ?? []);
  const seen = useRef(pinned);
  useEffect(() => {
    if (seen.current === pinned) return;
    seen.current = pinned;
    dispatch(learningApi.util.invalidateTags([COURSE_LIST_TAG]));
  }, [pinned, dispatch]);
  return result;
}
