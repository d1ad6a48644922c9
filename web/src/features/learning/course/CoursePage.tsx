import { useEffect, useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { COURSE_LOAD_TIMEOUT_MS, LEARNING_TEXT, type LearnerCourseItem } from '@cytocampus/contracts';
import { emptyItemsText, filterItems } from '@cytocampus/domain';
import { contentRooms } from '../../../realtime/itemRooms';
import { useItemRooms } from '../../../realtime/useItemRooms';
import { useGetLearnerModuleQuery, useGetModuleItemNamesQuery, type LearnerModule } from '../api';
import { COURSES_PATH } from '../courseLinks';
import { useNow } from '../useNow';
import { CourseHeaderCard } from './CourseHeaderCard';
import { CourseItemFilters } from './CourseItemFilters';
import { itemFilterParams, itemFiltersOf } from './courseItemParams';
import { CourseItemRow } from './CourseItemRow';
import classes from './CoursePage.module.css';

const MINUTE = 60_000;

/** Whether `ms` have passed since the page started waiting for `key`. */
function useWaitedTooLong(key: string, ms: number): boolean {
  const [expired, setExpired] = useState<string | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setExpired(key), ms);
    return () => window.clearTimeout(timer);
  }, [key, ms]);
  return expired === key;
}

/** The items of a course for a reader who is not one of its learners: names from GET /modules/{id}/items, no stats. */
function useReaderItems(moduleId: string, module: LearnerModule | null | undefined): LearnerCourseItem[] | undefined {
  const needed = module !== undefined && module !== null && !module.course;
  const { data } = useGetModuleItemNamesQuery(moduleId, { skip: !needed });
  if (!needed) return undefined;
  return (data ?? []).map((entry) => ({
    type: entry.type,
    itemId: entry.itemId,
    name: entry.name ?? entry.itemId,
    description: '',
    graded: true,
    stats: null,
    locked: false,
  }));
}

function ModuleNotFound() {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }} maw={640} mx="auto" mt={{ base: 'md', sm: 48 }} role="alert">
      <Stack align="center" gap="md" ta="center">
        <Text fz={26} fw={650}>
          {LEARNING_TEXT.moduleNotFound}
        </Text>
        <Button component={Link} to={COURSES_PATH} variant="light">
          {LEARNING_TEXT.courses}
        </Button>
      </Stack>
    </Paper>
  );
}

function LoadingCourse() {
  return (
    <Stack gap="lg" aria-busy>
      <Skeleton h={200} radius="lg" />
      <Skeleton h={36} w={520} />
      <Skeleton h={320} radius="lg" />
    </Stack>
  );
}

/**
 * /dashboard/learning/courses/{moduleId}/{back?} (spec part 2 section 2): the course's header and
 * its items with the learner's status, filtered by status, type and kind of quiz. An unknown course
 * goes back to the list; one that fails to load within 5 s shows '404: Module Not Found'.
 */
export function CoursePage() {
  const { moduleId = '' } = useParams();
  const { data: module, isError } = useGetLearnerModuleQuery(moduleId);
  const waitedTooLong = useWaitedTooLong(moduleId, COURSE_LOAD_TIMEOUT_MS);
  // The learner's progress arrives by their own room; an edit of the course itself by its room.
  useItemRooms(contentRooms, module ? [`module/${module.id}`] : []);
  const readerItems = useReaderItems(moduleId, module);
  const now = useNow(MINUTE);
  const [params, setParams] = useSearchParams();
  const filters = itemFiltersOf(params);

  if (module === null) return <Navigate to={COURSES_PATH} replace />;
  if (module === undefined) return isError || waitedTooLong ? <ModuleNotFound /> : <LoadingCourse />;

  const course = module.course ?? null;
  const courseId = course?.header.moduleId ?? module.itemId;
  const items = course?.items ?? readerItems ?? [];
  // Statuses are a learner's: a reader who is not one has none to filter by.
  const shown = filterItems(items, course ? filters : { ...filters, status: null });

  return (
    <Stack gap="lg">
      <CourseHeaderCard
        moduleId={courseId}
        name={course?.header.name ?? module.name}
        description={course?.header.description ?? module.description}
        header={course?.header ?? null}
        items={items}
        now={now}
      />
      <Group justify="space-between" align="center" gap="sm">
        <Text fw={650} fz="lg">
          {LEARNING_TEXT.items}{' '}
          <Text span c="dimmed" fw={500}>
            ({shown.length === items.length ? items.length : `${shown.length} / ${items.length}`})
          </Text>
        </Text>
        <CourseItemFilters
          filters={filters}
          onChange={(next) => setParams((current) => itemFilterParams(next, current), { replace: true })}
          withStatus={course !== null}
        />
      </Group>
      <Paper withBorder style={{ overflow: 'hidden' }}>
        {shown.length === 0 ? (
          <Stack align="center" gap="xs" py={48} px="md" ta="center">
            <IconMoodEmpty size={32} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text c="dimmed">{emptyItemsText(items)}</Text>
          </Stack>
        ) : (
          <ul className={classes.list} aria-label={LEARNING_TEXT.items}>
            {shown.map((item) => (
              <CourseItemRow key={`${item.type}:${item.itemId}`} moduleId={courseId} item={item} learner={course !== null} />
            ))}
          </ul>
        )}
      </Paper>
    </Stack>
  );
}
