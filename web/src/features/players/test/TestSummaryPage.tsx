import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Button, Center, Group, Loader, Paper, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconEye, IconHistory, IconPlayerPlay } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { AUDIT_TEXT, LEARNING_TEXT, PRACTICE_MSG, PRACTICE_TEXT, SLIDE_REVIEW_TEXT, type TestSlides } from '@cytocampus/contracts';
import { showToast } from '../../../shared/feedback/toast';
import { formatDate } from '../../../shared/format/dates';
import { KickerHeading } from '../../../shared/layout/KickerHeading';
import { useDocumentTitle } from '../../../shared/navigation/pageTitle';
import { reviewReplayPath, SECTIONS } from '../../../shared/navigation/sections';
import { usePlayerCourseQuery, useTestSlidesQuery } from '../api';
import { PlayerGate } from '../layout/PlayerGate';
import { PlayerFrame } from '../layout/PlayerFrame';
import { PlayerStatus } from '../layout/PlayerStatus';
import { coursePath, slideReviewPath } from '../playerPaths';
import { ProficiencyTestView } from '../proficiency/ProficiencyTestView';
import { PT_TEXT } from '../proficiency/ptTexts';
import { SlideTile } from './SlideTile';
import { TEST_NOT_FOUND_BACK_MS, testLoadFailure, testSummaryOf, type TestLoadFailure } from './testSummaryRules';
import { TEST_SUMMARY_TEXT } from './testSummaryTexts';
import classes from './TestSummaryPage.module.css';

/** The P.A.C.E. feedback button the app hands in (another feature's: features do not import each other). */
export type FeedbackSlot = ComponentType<{ moduleId: string; testId: string }>;

/** /course/{moduleId}/test/{testId}: the learner's test summary (spec part 2 "Slide test detail and test summary"). */
export function TestSummaryPage({ feedback }: { feedback?: FeedbackSlot } = {}) {
  const { moduleId, itemId } = useParams();
  return (
    <PlayerGate>
      {moduleId && itemId ? (
        <TestSummary key={`${moduleId}/${itemId}`} moduleId={moduleId} testId={itemId} Feedback={feedback} />
      ) : (
        <PlayerStatus moduleId={moduleId} />
      )}
    </PlayerGate>
  );
}

/** The players' header, then the page (the one `main`). */
function SummaryFrame({ moduleId, name, children }: { moduleId: string; name: string; children: ReactNode }) {
  useDocumentTitle(name);
  const navigate = useNavigate();
  return (
    <PlayerFrame name={name} course={moduleId} onBack={() => void navigate(coursePath(moduleId))}>
      {children}
    </PlayerFrame>
  );
}

function TestSummary({ moduleId, testId, Feedback }: { moduleId: string; testId: string; Feedback?: FeedbackSlot }) {
  const { currentData, error } = useTestSlidesQuery({ testId, moduleId });
  // 'Submit Feedback' needs a course with a P.A.C.E. program number and a test with a form (spec part 2 section 6).
  const { data: course } = usePlayerCourseQuery(moduleId);
  const pace = course?.header.paceCertificateEnabled === true && !!course.header.paceProgramNumber;
  // What is shown stays shown: a refetch that fails (a live notice while offline) does not send the learner away.
  const failure = currentData
    ? testLoadFailure(testId, null, currentData.test)
    : error
      ? testLoadFailure(testId, 'status' in error ? error : { status: 0 }, undefined)
      : null;
  useFailureExit(moduleId, failure);

  if (failure) return <TestFailure moduleId={moduleId} failure={failure} />;
  if (!currentData?.test) {
    return (
      <SummaryFrame moduleId={moduleId} name={LEARNING_TEXT.slideTest}>
        <Center mih={320}>
          <Stack align="center" gap="sm" role="status" aria-live="polite">
            <Loader />
            <Text c="dimmed">{SLIDE_REVIEW_TEXT.loadingTest}</Text>
          </Stack>
        </Center>
      </SummaryFrame>
    );
  }
  const feedback = Feedback && pace && currentData.test.evalForm ? <Feedback moduleId={moduleId} testId={testId} /> : undefined;
  const rules = currentData.test.proficiency;
  if (rules)
    return (
      <SummaryFrame moduleId={moduleId} name={currentData.test.name}>
        <Stack gap="lg">
          <KickerHeading
            kicker={PT_TEXT.kicker}
            title={currentData.test.name}
            description={currentData.test.description}
            order={2}
            size={{ base: 20, sm: 24 }}
          />
          <ProficiencyTestView moduleId={moduleId} testId={testId} data={currentData} rules={rules} />
        </Stack>
      </SummaryFrame>
    );
  return <TestSummaryView moduleId={moduleId} testId={testId} data={currentData} test={currentData.test} feedback={feedback} />;
}

/** A test not retrievable goes back to the course after 5 s; slides that cannot be retrieved are reported and the learner goes back at once. */
function useFailureExit(moduleId: string, failure: TestLoadFailure | null): void {
  const navigate = useNavigate();
  const reported = useRef<string | null>(null);
  const kind = failure?.kind ?? null;
  const message = failure?.message ?? '';
  useEffect(() => {
    if (kind === null) return;
    const back = () => void navigate(coursePath(moduleId), { replace: true });
    if (kind === 'slidesFailed') {
      if (reported.current !== message) showToast({ message, level: 'error' });
      reported.current = message;
      back();
      return;
    }
    const timer = setTimeout(back, TEST_NOT_FOUND_BACK_MS);
    return () => clearTimeout(timer);
  }, [kind, message, moduleId, navigate]);
}

function TestFailure({ moduleId, failure }: { moduleId: string; failure: TestLoadFailure }) {
  useDocumentTitle(LEARNING_TEXT.slideTest);
  return (
    <Center mih="100vh" p="md" bg="var(--cc-page-bg)">
      <Paper withBorder p={{ base: 'lg', sm: 48 }} maw={560} w="100%">
        <Stack align="center" gap="md" ta="center" role="alert">
          <ThemeIcon size={64} radius="xl" variant="light" color="red">
            <IconAlertTriangle size={32} stroke={1.5} />
          </ThemeIcon>
          <Title order={2} fz={22}>
            {failure.message}
          </Title>
          {failure.kind === 'testNotFound' && <Text c="dimmed">{TEST_SUMMARY_TEXT.goingBack}</Text>}
          <Button component={Link} to={coursePath(moduleId)} variant="light" replace>
            {LEARNING_TEXT.backToCourse}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={6} className={classes.stat}>
      <Text fz="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

interface TestSummaryViewProps {
  moduleId: string;
  testId: string;
  data: TestSlides;
  test: NonNullable<TestSlides['test']>;
  /** Beside Begin/Resume: the P.A.C.E. feedback button of a complete test, when the course has a program number. */
  feedback?: ReactNode;
}

function TestSummaryView({ moduleId, testId, data, test, feedback }: TestSummaryViewProps) {
  const summary = testSummaryOf(data);
  const complete = summary.total > 0 && summary.done === summary.total;
  const valueProps = { fz: 'xl', fw: 650, c: 'dark.7' } as const;
  return (
    <SummaryFrame moduleId={moduleId} name={test.name}>
      <Stack gap="xl">
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Group justify="space-between" align="flex-start" gap="md">
              <KickerHeading
                kicker={LEARNING_TEXT.slideTest}
                title={test.name}
                description={test.description}
                order={2}
                size={{ base: 20, sm: 24 }}
                style={{ flex: '1 1 320px', minWidth: 0 }}
              />
              <Group gap="sm">
                {summary.resumeSlideId !== null && (
                  <Button
                    component={Link}
                    to={slideReviewPath(moduleId, summary.resumeSlideId, testId)}
                    size="md"
                    variant={complete ? 'light' : 'filled'}
                    leftSection={complete ? <IconEye size={18} stroke={1.8} aria-hidden /> : <IconPlayerPlay size={18} stroke={1.8} aria-hidden />}
                  >
                    {summary.actionLabel}
                  </Button>
                )}
                {complete && data.records && (
                  // Every slide submitted: the learner may replay how they screened them (issue 16).
                  <Button
                    component={Link}
                    to={reviewReplayPath(data.records.reviewId)}
                    size="md"
                    variant="default"
                    leftSection={<IconHistory size={18} stroke={1.8} aria-hidden />}
                  >
                    {AUDIT_TEXT.replay}
                  </Button>
                )}
                {complete && feedback}
              </Group>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" verticalSpacing="md">
              <Stat label={TEST_SUMMARY_TEXT.progress}>
                <Progress value={summary.progress * 100} size="lg" radius="xl" color={complete ? 'teal' : 'cyto'} aria-label={TEST_SUMMARY_TEXT.progress} />
                <Text fz="sm" c="dimmed">
                  {TEST_SUMMARY_TEXT.slidesDone(summary.done, summary.total)}
                </Text>
              </Stat>
              {summary.score !== null && (
                <Stat label={LEARNING_TEXT.result}>
                  <Text {...valueProps}>{`${summary.score}%`}</Text>
                  {!summary.final && (
                    <Text fz="sm" c="dimmed">
                      {TEST_SUMMARY_TEXT.scoreSoFar}
                    </Text>
                  )}
                </Stat>
              )}
              <Stat label={LEARNING_TEXT.firstStart}>
                <Text {...valueProps}>{summary.startTime === null ? LEARNING_TEXT.notStarted : formatDate(summary.startTime)}</Text>
              </Stat>
            </SimpleGrid>
          </Stack>
        </Paper>
        {summary.total === 0 && test.practiceSet ? (
          // The practice set test before any set: where one comes from.
          <Paper withBorder p="xl">
            <Stack align="center" gap="sm" ta="center">
              <Text>{PRACTICE_MSG.noSet}</Text>
              <Button component={Link} to={SECTIONS.learningSkills.path} variant="light">
                {PRACTICE_TEXT.openSkills}
              </Button>
            </Stack>
          </Paper>
        ) : summary.total === 0 ? (
          <Paper withBorder p="xl">
            <Text c="dimmed" ta="center">
              {TEST_SUMMARY_TEXT.noSlides}
            </Text>
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" component="ul" className={classes.tiles}>
            {summary.tiles.map((tile) => (
              <li key={tile.slide.itemId} className={classes.tileItem}>
                <SlideTile tile={tile} to={slideReviewPath(moduleId, tile.slide.itemId, testId)} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </SummaryFrame>
  );
}
