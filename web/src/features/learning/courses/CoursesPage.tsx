import { Group, Paper, SimpleGrid, Skeleton, Stack, Switch } from '@mantine/core';
import { IconBook2, IconCircleCheck, IconCompass, IconPinFilled } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { LEARNING_TEXT } from '@cytocampus/contracts';
import { categorizeCourses, preWorkFilterApplies } from '@cytocampus/domain';
import { SearchBox } from '../../../shared/list/SearchBox';
import { COURSE_SECTIONS } from '../courseLinks';
import { useLearnerCourses } from '../useLearnerCourses';
import { useNow } from '../useNow';
import { CourseSection } from './CourseSection';
import { useScrollToHash } from './useScrollToHash';

const MINUTE = 60_000;
/** Query string keys: the search text and the pre-work switch (on unless '0'). */
const SEARCH = 'search';
const PRE_WORK = 'prework';

function LoadingSections() {
  return (
    <Stack gap="xl" aria-busy>
      {[0, 1].map((section) => (
        <Stack key={section} gap="md">
          <Skeleton h={28} w={180} />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <Skeleton h={230} radius="lg" />
            <Skeleton h={230} radius="lg" />
            <Skeleton h={230} radius="lg" />
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * /dashboard/learning/courses (spec part 2 section 2): the learner's courses by category — current,
 * Favorites, completed, explore — with search and the pre-work filter kept in the URL.
 */
export function CoursesPage() {
  const { data } = useLearnerCourses();
  const now = useNow(MINUTE);
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH) ?? '';
  const preWorkOn = params.get(PRE_WORK) !== '0';
  useScrollToHash(data !== undefined);

  const update = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const preWorkOrganization = data?.preWorkOrganization ?? false;
  const categories = data ? categorizeCourses(data.courses, now, { search, preWorkOnly: preWorkFilterApplies(preWorkOrganization, preWorkOn) }) : null;
  const filtered = search.trim() !== '' || preWorkFilterApplies(preWorkOrganization, preWorkOn);
  const emptyText = filtered ? LEARNING_TEXT.noCoursesMatch : LEARNING_TEXT.noCoursesAvailable;

  return (
    <Stack gap="xl">
      <Paper withBorder p="md">
        <Group justify="space-between" gap="md">
          <div style={{ flex: '1 1 280px', maxWidth: 420 }}>
            <SearchBox
              value={search}
              onSearch={(text) => update(SEARCH, text.trim() || null)}
              label={LEARNING_TEXT.searchCourses}
              placeholder={LEARNING_TEXT.searchCourses}
            />
          </div>
          {preWorkOrganization && (
            <Switch label={LEARNING_TEXT.preWorkOnly} checked={preWorkOn} onChange={(event) => update(PRE_WORK, event.currentTarget.checked ? null : '0')} />
          )}
        </Group>
      </Paper>
      {!categories ? (
        <LoadingSections />
      ) : (
        <Stack gap={40}>
          <CourseSection
            id={COURSE_SECTIONS.current}
            title={LEARNING_TEXT.currentCourses}
            icon={<IconBook2 size={18} stroke={1.6} />}
            courses={categories.current}
            now={now}
            emptyText={emptyText}
          />
          <CourseSection
            id={COURSE_SECTIONS.favorites}
            title={LEARNING_TEXT.favorites}
            icon={<IconPinFilled size={16} />}
            courses={categories.favorites}
            now={now}
            emptyText={filtered ? LEARNING_TEXT.noCoursesMatch : LEARNING_TEXT.noFavorites}
          />
          <CourseSection
            id={COURSE_SECTIONS.completed}
            title={LEARNING_TEXT.completedCourses}
            icon={<IconCircleCheck size={18} stroke={1.6} />}
            courses={categories.completed}
            now={now}
            emptyText={emptyText}
          />
          <CourseSection
            id={COURSE_SECTIONS.explore}
            title={LEARNING_TEXT.exploreCourses}
            icon={<IconCompass size={18} stroke={1.6} />}
            courses={categories.explore}
            now={now}
            emptyText={emptyText}
          />
        </Stack>
      )}
    </Stack>
  );
}
