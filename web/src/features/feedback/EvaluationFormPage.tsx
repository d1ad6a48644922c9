import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Anchor, Box, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { FEEDBACK_TEXT, LEARNING_TEXT, type FeedbackFormAnswer, type FeedbackRating } from '@cytocampus/contracts';
import { canAccess } from '@cytocampus/permissions';
import { isApiFailure } from '../../http/errors';
import { showToast } from '../../shared/feedback/toast';
import { formatDate } from '../../shared/format/dates';
import { KickerHeading } from '../../shared/layout/KickerHeading';
import { useDocumentTitle } from '../../shared/navigation/pageTitle';
import { useGetCurrentUserQuery } from '../../session/sessionApi';
import { useFeedbackFormQuery, useSubmitFeedbackMutation, useTestFeedbackQuery } from './api';
import { testSummaryPath } from './feedbackPaths';
import { RatingGrid } from './RatingGrid';
import { everyItemRated, formatContactHours, numberedSections, ratingList, type Ratings } from './ratings';

/** /course/{moduleId}/test/{testId}/feedback: the P.A.C.E. evaluation of a complete slide test (spec part 2 "Evaluation form page"). */
export function EvaluationFormPage() {
  const { moduleId, itemId } = useParams();
  const { data: user } = useGetCurrentUserQuery();
  if (!user) return null;
  // Like the players: learning needs ctAccess (spec part 2 section 6); the server checks it too.
  if (!moduleId || !itemId || !canAccess(user, { permissions: ['ctAccess'] }))
    return <FormStatus title={LEARNING_TEXT.accessForbidden} back={null} tone="gray" />;
  return <EvaluationForm key={`${moduleId}/${itemId}`} moduleId={moduleId} testId={itemId} />;
}

function Frame({ name, children }: { name: string; children: ReactNode }) {
  useDocumentTitle(name);
  return (
    <Box mih="100vh" bg="var(--cc-page-bg)">
      <Box component="main" maw={1040} mx="auto" p={{ base: 'md', sm: 'xl' }}>
        {children}
      </Box>
    </Box>
  );
}

/** A refusal or the notice that feedback was given, with the way back to the test. */
function FormStatus({ title, message, back, tone }: { title: string; message?: string; back: string | null; tone: 'gray' | 'red' | 'teal' }) {
  useDocumentTitle(FEEDBACK_TEXT.evaluation);
  const Icon = tone === 'teal' ? IconCircleCheck : IconAlertTriangle;
  return (
    <Center component="main" mih="100vh" p="md" bg="var(--cc-page-bg)">
      <Paper withBorder p={{ base: 'lg', sm: 48 }} maw={560} w="100%">
        <Stack align="center" gap="md" ta="center" role={tone === 'teal' ? 'status' : 'alert'}>
          <ThemeIcon size={64} radius="xl" variant="light" color={tone}>
            <Icon size={32} stroke={1.5} />
          </ThemeIcon>
          <Title order={2} fz={22}>
            {title}
          </Title>
          {message && <Text c="dimmed">{message}</Text>}
          {back && (
            <Button component={Link} to={back} variant="light">
              {FEEDBACK_TEXT.backToTest}
            </Button>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}

function EvaluationForm({ moduleId, testId }: { moduleId: string; testId: string }) {
  const back = testSummaryPath(moduleId, testId);
  const { currentData: form, error } = useFeedbackFormQuery({ moduleId, testId });
  const { data: submissions } = useTestFeedbackQuery({ moduleId, testId });
  const [sent, setSent] = useState(false);

  if (error) {
    const message = isApiFailure(error) ? error.message : FEEDBACK_TEXT.serverError;
    return <FormStatus title={FEEDBACK_TEXT.evaluation} message={message} back={back} tone="red" />;
  }
  // Given already (in this tab or another): one submission per course test.
  if (!sent && submissions && submissions.length > 0) return <FormStatus title={FEEDBACK_TEXT.feedbackSubmitted} back={back} tone="teal" />;
  if (!form || !submissions) {
    return (
      <Frame name={FEEDBACK_TEXT.evaluation}>
        <Center mih={320}>
          <Stack align="center" gap="sm" role="status" aria-live="polite">
            <Loader />
            <Text c="dimmed">{FEEDBACK_TEXT.loading}</Text>
          </Stack>
        </Center>
      </Frame>
    );
  }
  return <EvaluationFormView moduleId={moduleId} testId={testId} form={form} back={back} onSent={() => setSent(true)} />;
}

function HeaderFact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={4}>
      <Text fz="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text fz="lg" fw={600} c="dark.7">
        {value}
      </Text>
    </Stack>
  );
}

interface EvaluationFormViewProps {
  moduleId: string;
  testId: string;
  form: FeedbackFormAnswer;
  back: string;
  onSent: () => void;
}

function EvaluationFormView({ moduleId, testId, form, back, onSent }: EvaluationFormViewProps) {
  const navigate = useNavigate();
  const [submit, { isLoading }] = useSubmitFeedbackMutation();
  const [ratings, setRatings] = useState<Ratings>({});
  const [failure, setFailure] = useState<string | null>(null);
  const sections = numberedSections(form.formData);
  const itemCount = sections.reduce((sum, { items }) => sum + items.length, 0);
  const complete = everyItemRated(ratings, itemCount);
  const { header } = form;

  const rate = (index: number, value: FeedbackRating) => setRatings((current) => ({ ...current, [index]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const feedback = ratingList(ratings, itemCount);
    if (!feedback || isLoading) return;
    setFailure(null);
    try {
      const answer = await submit({ moduleId, testId, body: { formId: form.id, feedback, paceProgramNumber: header.programNumber } }).unwrap();
      // The spec's client expects a success flag: without it the submit failed (its internal 'Server error.').
      if (answer.success !== true) throw new Error(FEEDBACK_TEXT.serverError);
      onSent();
      showToast({ message: FEEDBACK_TEXT.submitted, level: 'info' });
      void navigate(back);
    } catch (error) {
      // A refusal the server explains (409: given already) is said under the alert.
      setFailure(isApiFailure(error) && error.status >= 400 && error.status < 500 ? error.message : '');
    }
  };

  return (
    <Frame name={form.name}>
      <Stack gap="lg" component="form" onSubmit={(event) => void onSubmit(event)} aria-label={form.name}>
        <Anchor component={Link} to={back} fz="sm" c="dimmed">
          <Group gap={6} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {FEEDBACK_TEXT.backToTest}
          </Group>
        </Anchor>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <KickerHeading kicker={FEEDBACK_TEXT.evaluation} title={form.name} description={form.description} order={1} size={{ base: 22, sm: 26 }} />
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
              <HeaderFact label={FEEDBACK_TEXT.programNumber} value={header.programNumber} />
              <HeaderFact label={FEEDBACK_TEXT.programTitle} value={header.programTitle} />
              <HeaderFact label={FEEDBACK_TEXT.date} value={formatDate(header.date)} />
              <HeaderFact label={FEEDBACK_TEXT.contactHours} value={formatContactHours(header.contactHours)} />
            </SimpleGrid>
          </Stack>
        </Paper>
        {sections.map(({ section, items }, i) => (
          <Paper key={i} withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-label={section.title}>
            <Stack gap="sm">
              <Title order={2} fz={{ base: 18, sm: 20 }}>
                {section.title}
              </Title>
              {section.description && <Text c="dimmed">{section.description}</Text>}
              <RatingGrid caption={section.title} items={items} ratings={ratings} onRate={rate} disabled={isLoading} />
            </Stack>
          </Paper>
        ))}
        {failure !== null && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />} title={FEEDBACK_TEXT.submitFailed}>
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={back} variant="default" size="md">
            {FEEDBACK_TEXT.cancel}
          </Button>
          <Button type="submit" size="md" disabled={!complete} loading={isLoading}>
            {FEEDBACK_TEXT.submit}
          </Button>
        </Group>
      </Stack>
    </Frame>
  );
}
