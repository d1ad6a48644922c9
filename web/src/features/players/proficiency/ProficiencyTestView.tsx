import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import type { PtResult, PtRules, ReviewCheckout, TestSlides } from '@cytocampus/contracts';
import { isApiFailure } from '../../../http/errors';
import { useCheckoutReviewMutation, usePtResultQuery } from '../api';
import { PtLadderNotice } from './PtLadderNotice';
import { PtResultView } from './PtResultView';
import { PtRulesView } from './PtRulesView';
import { PtTakingView } from './PtTakingView';
import { PT_TEXT } from './ptTexts';

interface ProficiencyTestViewProps {
  moduleId: string;
  testId: string;
  data: TestSlides;
  rules: PtRules;
}

/** The result, with what the ladder asks next (a failure's retest and its deadline) under the verdict. */
function PtResultWithLadder({ result }: { result: PtResult }) {
  return <PtResultView result={result} next={<PtLadderNotice />} />;
}

/** A submitted attempt's result, asked again every second while the server is still submitting it (after the time-out). */
function PtResultLoader({ testId, reviewId, waiting }: { testId: string; reviewId: string; waiting: boolean }) {
  const { data } = usePtResultQuery({ testId, reviewId }, { pollingInterval: waiting ? 1000 : 0 });
  if (data) return <PtResultWithLadder result={data} />;
  return (
    <Center mih={200}>
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader />
        <Text c="dimmed">{PT_TEXT.waitingResult}</Text>
      </Stack>
    </Center>
  );
}

/**
 * A proficiency test in a course (issue 30): the rules and Start before the attempt; the attempt
 * (checked out again on return, so its clock and slides are the server's); the result once it is
 * submitted, by the learner or by the server at the deadline.
 */
export function ProficiencyTestView({ moduleId, testId, data, rules }: ProficiencyTestViewProps) {
  const [checkoutReview, { isLoading: starting, error: startError }] = useCheckoutReviewMutation();
  const [attempt, setAttempt] = useState<{ checkout: ReviewCheckout; receivedAt: number } | null>(null);
  const [result, setResult] = useState<PtResult | null>(null);
  const [timeUp, setTimeUp] = useState(false);
  const records = data.records;
  const submitted = records?.submitTime != null;

  const start = useCallback(async () => {
    try {
      const checkout = await checkoutReview({ path: 'tests', itemId: testId, moduleId }).unwrap();
      setAttempt({ checkout, receivedAt: Date.now() });
    } catch {
      // The rules screen says why (a set that cannot be drawn, the retest ladder's next step): a mutation's 4xx reaches no banner.
    }
  }, [checkoutReview, moduleId, testId]);

  // An attempt under way (a reload, another device): its clock goes on, so it opens again at once.
  const resumed = useRef(false);
  useEffect(() => {
    if (records && !submitted && !attempt && !resumed.current) {
      resumed.current = true;
      void start();
    }
  }, [records, submitted, attempt, start]);

  const onTimeUp = useCallback(() => setTimeUp(true), []);

  if (result) return <PtResultWithLadder result={result} />;
  const reviewId = attempt?.checkout.review.id ?? records?.reviewId;
  if ((submitted || timeUp) && reviewId)
    return (
      <Stack gap="md">
        {timeUp && !submitted && (
          <Alert color="orange" role="alert">
            {PT_TEXT.timeUp}
          </Alert>
        )}
        <PtResultLoader testId={testId} reviewId={reviewId} waiting={timeUp} />
      </Stack>
    );
  if (attempt) return <PtTakingView testId={testId} checkout={attempt.checkout} receivedAt={attempt.receivedAt} onSubmitted={setResult} onTimeUp={onTimeUp} />;
  const refusal = startError ? (isApiFailure(startError) ? startError.message : PT_TEXT.startFailed) : null;
  if (records && !refusal) return <Loader />;
  return <PtRulesView rules={rules} starting={starting} refusal={refusal} onStart={() => void start()} />;
}
