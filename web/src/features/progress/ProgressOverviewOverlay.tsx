import { useState, type ReactNode } from 'react';
import { Anchor, Breadcrumbs, Button, Center, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconX } from '@tabler/icons-react';
import { PROGRESS_TEXT as T } from '@cytocampus/contracts';
import { exportUrl, useProgressCourseQuery, useProgressOverviewQuery, useProgressTestQuery } from './api';
import { CourseItemsTable } from './CourseItemsTable';
import { CoursesTable } from './CoursesTable';
import { ProgressFailure } from './ProgressFailure';
import { shownCourses } from './progressFormat';
import { TestSlidesTable } from './TestSlidesTable';
import { useProgressActions, type ProgressActions } from './useProgressActions';

/** Which of the three tables shows: the courses, one course's items, or one slide test's slides. */
type View =
  | { table: 'courses' }
  | { table: 'items'; moduleId: string; moduleName: string }
  | { table: 'slides'; moduleId: string; moduleName: string; testId: string; testName: string };

export interface ProgressOverviewOverlayProps {
  userId: string;
  onClose: () => void;
}

function Loading() {
  return (
    <Center py={64}>
      <Loader size="sm" aria-label={T.loading} />
    </Center>
  );
}

function ExportButton({ href }: { href: string }) {
  return (
    <Button component="a" href={href} download variant="default" size="xs" leftSection={<IconDownload size={14} />}>
      {T.export}
    </Button>
  );
}

/**
 * The Progress Overview overlay (spec part 2): full screen, for one user, with three tables — their
 * courses, a course's items, a slide test's slides — reached by View and left by the breadcrumbs;
 * Close and Escape close it. Each table has an Export (.xlsx); an admin or super may also clear a
 * course or a slide test and mark a presentation complete. The tables follow the learner live.
 */
export function ProgressOverviewOverlay({ userId, onClose }: ProgressOverviewOverlayProps) {
  const [view, setView] = useState<View>({ table: 'courses' });
  const [preWork, setPreWork] = useState(false);
  const overview = useProgressOverviewQuery(userId);
  const user = overview.data?.user;
  const actions = useProgressActions(userId, user?.firstName ?? '');
  const canManage = overview.data?.abilities.canClearProgress === true;

  const crumbs: { label: string; to: View | null }[] = [{ label: T.tableNames.courses, to: view.table === 'courses' ? null : { table: 'courses' } }];
  if (view.table !== 'courses')
    crumbs.push({ label: view.moduleName, to: view.table === 'slides' ? { table: 'items', moduleId: view.moduleId, moduleName: view.moduleName } : null });
  if (view.table === 'slides') crumbs.push({ label: view.testName, to: null });

  const href = exportUrl(userId, view.table, {
    moduleId: view.table === 'courses' ? undefined : view.moduleId,
    testId: view.table === 'slides' ? view.testId : undefined,
    preWork: view.table === 'courses' && preWork,
  });

  let body: ReactNode;
  if (overview.isError) body = <ProgressFailure onClose={onClose} />;
  else if (!overview.data) body = <Loading />;
  else if (view.table === 'courses')
    body = (
      <CoursesTable
        courses={shownCourses(overview.data, preWork)}
        onView={(course) => setView({ table: 'items', moduleId: course.id, moduleName: course.name })}
        onClear={canManage ? (moduleId) => void actions.clearCourse(moduleId) : undefined}
      />
    );
  else if (view.table === 'items') body = <CourseTable userId={userId} view={view} manage={canManage ? actions : null} onClose={onClose} onView={setView} />;
  else body = <SlidesTable userId={userId} view={view} onClose={onClose} />;

  return (
    // Escape closes the overlay when it comes from within it: a confirmation opened over it (another
    // React tree) keeps its Escape to itself, where the modal's own window-wide handler would close both.
    <Modal.Root opened onClose={onClose} fullScreen closeOnEscape={false}>
      <Modal.Overlay />
      <Modal.Content>
        <div
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !event.nativeEvent.isComposing && !actions.asking) onClose();
          }}
        >
          <Modal.Header>
            <Stack gap={4}>
              {/* The dialog's name. */}
              <Modal.Title fz="xl" fw={700}>
                {T.title}
              </Modal.Title>
              {user && (
                <Text c="dimmed" fz="sm">
                  {`${user.firstName} ${user.lastName}`.trim()}
                  {user.email ? ` · ${user.email}` : ''}
                </Text>
              )}
            </Stack>
            <Button variant="default" leftSection={<IconX size={16} />} onClick={onClose} data-autofocus>
              {T.close}
            </Button>
          </Modal.Header>
          <Modal.Body>
            <Stack gap="md">
              {overview.data && (
                <Group justify="space-between" wrap="wrap">
                  <Breadcrumbs>
                    {crumbs.map(({ label, to }, level) =>
                      to ? (
                        <Anchor key={level} component="button" type="button" fz="sm" onClick={() => setView(to)}>
                          {label}
                        </Anchor>
                      ) : (
                        <Text key={level} fz="sm" fw={600}>
                          {label}
                        </Text>
                      ),
                    )}
                  </Breadcrumbs>
                  <Group gap="sm">
                    {view.table === 'courses' && (
                      <Checkbox size="xs" label={T.preWork} checked={preWork} onChange={(e) => setPreWork(e.currentTarget.checked)} />
                    )}
                    <ExportButton href={href} />
                  </Group>
                </Group>
              )}
              {body}
            </Stack>
          </Modal.Body>
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}

/** The second table with its own fetch. */
function CourseTable({
  userId,
  view,
  manage,
  onClose,
  onView,
}: {
  userId: string;
  view: Extract<View, { table: 'items' }>;
  manage: ProgressActions | null;
  onClose: () => void;
  onView: (view: View) => void;
}) {
  const { data, isError } = useProgressCourseQuery({ userId, moduleId: view.moduleId });
  if (isError) return <ProgressFailure onClose={onClose} />;
  if (!data) return <Loading />;
  return (
    <CourseItemsTable
      course={data}
      onViewTest={(test) => onView({ table: 'slides', moduleId: view.moduleId, moduleName: view.moduleName, testId: test.itemId, testName: test.name })}
      manage={
        manage
          ? {
              clearTest: (testId) => void manage.clearTest(view.moduleId, testId),
              setPresentationComplete: (item, complete) => void manage.setPresentationComplete(view.moduleId, item.itemId, item.name, complete),
            }
          : undefined
      }
    />
  );
}

/** The third table with its own fetch. */
function SlidesTable({ userId, view, onClose }: { userId: string; view: Extract<View, { table: 'slides' }>; onClose: () => void }) {
  const { data, isError } = useProgressTestQuery({ userId, moduleId: view.moduleId, testId: view.testId });
  if (isError) return <ProgressFailure onClose={onClose} />;
  if (!data) return <Loading />;
  return <TestSlidesTable test={data} />;
}
