import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Box, Button, Grid, Group, Modal, Paper, Radio, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClock } from '@tabler/icons-react';
import { SLIDE_REVIEW_MSG, type PtResult, type ReviewCheckout, type ReviewRecord } from '@cytocampus/contracts';
import { isApiFailure } from '../../../http/errors';
import { WholeSlideViewer } from '../../../lib/openseadragon';
import { showToast } from '../../../shared/feedback/toast';
import { slideSource } from '../../../shared/slides/slideSource';
import { useSubmitProficiencyTestMutation, useWriteReviewMutation } from '../api';
import { ResultChoices } from '../slide/DiagnosisForm';
import { answersOf, clockOffset, formatCountdown, msLeft, unansweredSlides } from './ptRules';
import { PT_TEXT } from './ptTexts';

const copyOf = (r: ReviewRecord) => ({ id: r.id, elapsed: r.elapsed, startTime: r.startTime, session: r.session, lastUpdate: r.lastUpdate });
const diagnosis = (result: string) => ({ shortList: [], customObjects: [], component: null, organisms: [], result, comments: '' });

interface PtTakingViewProps {
  testId: string;
  checkout: ReviewCheckout;
  /** When (this browser's clock) the checkout's answer arrived: with its serverNow, the clock offset. */
  receivedAt: number;
  onSubmitted: (result: PtResult) => void;
  /** The deadline passed (by the server's clock): the server submits the test. */
  onTimeUp: () => void;
}

/** The countdown from the server's deadline, corrected for this browser's clock; calls onTimeUp once at 0. */
function Countdown({ deadline, offset, onTimeUp }: { deadline: number; offset: number; onTimeUp: () => void }) {
  const [left, setLeft] = useState(() => msLeft({ deadline }, Date.now(), offset));
  const fired = useRef(false);
  useEffect(() => {
    const tick = () => {
      const ms = msLeft({ deadline }, Date.now(), offset);
      setLeft(ms);
      if (ms === 0 && !fired.current) {
        fired.current = true;
        onTimeUp();
      }
    };
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline, offset, onTimeUp]);
  return (
    <Badge size="xl" variant="light" color={left < 5 * 60_000 ? 'red' : 'cyto'} leftSection={<IconClock size={18} aria-hidden />} role="timer">
      <VisuallyHidden>{`${PT_TEXT.timeLeft}: `}</VisuallyHidden>
      {formatCountdown(left)}
    </Badge>
  );
}

/** A proficiency test under way: the slides in any order (a navigator), one slide's viewer and answer, the countdown, Submit. */
export function PtTakingView({ testId, checkout, receivedAt, onSubmitted, onTimeUp }: PtTakingViewProps) {
  const slides = checkout.item.type === 'test' ? checkout.item.slides : [];
  const clock = checkout.review.proficiency!;
  const [offset] = useState(() => clockOffset(clock, receivedAt));
  const [review, setReview] = useState(checkout.review);
  const reviewRef = useRef(review);
  const [page, setPage] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [write, { isLoading: saving }] = useWriteReviewMutation();
  const [submit, { isLoading: submitting }] = useSubmitProficiencyTestMutation();
  // The learner's latest choice per page shows at once; the saved answers replace it when the server answers (or a failed save drops it).
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const answers = answersOf(review).map((saved, i) => chosen[i] ?? saved);
  const slide = slides[page];

  /** Saves one slide's answer; writes go one after another, each with the copy the last one answered. */
  const queue = useRef(Promise.resolve());
  const save = (at: number, result: string) => {
    setChosen((c) => ({ ...c, [at]: result }));
    const settle = () =>
      setChosen((c) => {
        if (c[at] !== result) return c;
        const { [at]: _settled, ...rest } = c;
        return rest;
      });
    queue.current = queue.current.then(async () => {
      const current = reviewRef.current;
      const target = slides[at]!;
      const body = { review: copyOf(current), page: at, elapsed: current.elapsed + 1, data: diagnosis(result) };
      try {
        const next = await write({ path: 'slides', itemId: target.itemId, reviewId: current.id, action: 'update', body }).unwrap();
        reviewRef.current = next;
        setReview(next);
      } catch {
        showToast({ message: PT_TEXT.saveFailed, level: 'error' });
      }
      settle();
    });
  };

  const doSubmit = async () => {
    setConfirming(false);
    setSubmitError(null);
    await queue.current;
    try {
      onSubmitted(await submit({ testId, reviewId: reviewRef.current.id, review: copyOf(reviewRef.current) }).unwrap());
    } catch (error) {
      // Shown here: a mutation's 4xx reaches no banner (the time ran out meanwhile: the server submits it).
      setSubmitError(isApiFailure(error) ? error.message : PT_TEXT.submitFailed);
    }
  };

  const unanswered = unansweredSlides(review);
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="wrap">
            <Countdown deadline={clock.deadline} offset={offset} onTimeUp={onTimeUp} />
            <Text fz="sm" c="dimmed">
              {PT_TEXT.atZero}
            </Text>
          </Group>
          <Button onClick={() => setConfirming(true)} loading={submitting}>
            {PT_TEXT.submit}
          </Button>
        </Group>
      </Paper>
      {submitError && (
        <Alert color="red" variant="light" title={PT_TEXT.submitRefused} icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {submitError}
        </Alert>
      )}
      <nav aria-label={PT_TEXT.navigator}>
        <SimpleGrid cols={{ base: 5, sm: 10 }} spacing={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {slides.map((s, i) => (
            <li key={s.itemId}>
              <Button
                fullWidth
                px={0}
                variant={i === page ? 'filled' : answers[i] ? 'light' : 'default'}
                aria-current={i === page ? 'step' : undefined}
                aria-label={`${PT_TEXT.slideOf(i + 1, slides.length)}, ${answers[i] ? PT_TEXT.answered : PT_TEXT.unanswered}`}
                onClick={() => setPage(i)}
                leftSection={answers[i] ? <IconCheck size={14} aria-hidden /> : undefined}
              >
                {i + 1}
              </Button>
            </li>
          ))}
        </SimpleGrid>
      </nav>
      {slide && (
        // Two thirds and one third from md; stacked full width below (a grid span of 2 in one column left a gap's width over).
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }} miw={0}>
            {slide.image ? (
              <WholeSlideViewer key={slide.revisionId} source={slideSource(slide.revisionId, slide.image)} height="min(70vh, 640px)" />
            ) : (
              <Paper withBorder p="xl">
                <Text c="dimmed">{SLIDE_REVIEW_MSG.noImage}</Text>
              </Paper>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="md">
              <Stack gap="sm">
                <Title order={3} fz={18}>
                  {PT_TEXT.slideOf(page + 1, slides.length)}
                </Title>
                {slide.accession && <Text fz="sm">{slide.accession}</Text>}
                {(slide.patient.dob || slide.patient.lmp) && (
                  <Text fz="sm" c="dimmed">
                    {[slide.patient.dob, slide.patient.lmp].filter(Boolean).join(' · ')}
                  </Text>
                )}
                <Radio.Group label={PT_TEXT.yourAnswer} value={answers[page] ?? ''} onChange={(value) => save(page, value)}>
                  <Box mt="xs">
                    <ResultChoices category="GYN" />
                  </Box>
                </Radio.Group>
                <Text fz="xs" c="dimmed" aria-live="polite">
                  {saving ? PT_TEXT.saving : answers[page] ? PT_TEXT.saved : ''}
                </Text>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={PT_TEXT.confirmTitle} centered>
        <Stack gap="md">
          <Text>{unanswered.length === 0 ? PT_TEXT.confirmAll : PT_TEXT.confirmUnanswered(unanswered, slides.length)}</Text>
          <Group justify="flex-end" gap="sm">
            {/* With slides unanswered, Enter keeps working: submitting cannot be undone. */}
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus={unanswered.length > 0 || undefined}>
              {PT_TEXT.keepWorking}
            </Button>
            <Button onClick={() => void doSubmit()} data-autofocus={unanswered.length === 0 || undefined}>
              {PT_TEXT.confirmSubmit}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
