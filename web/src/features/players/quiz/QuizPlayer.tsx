import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconBulb, IconCheck, IconRefresh, IconX } from '@tabler/icons-react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LEARNING_TEXT, type PlayerItem, type PlayerQuizPage } from '@cytocampus/contracts';
import { PlayerShell } from '../layout/PlayerShell';
import { usePlayerLeaveWarning } from '../layout/usePlayerLeaveWarning';
import { firstIncompletePage, pageReachable, resolvePageParam } from '../review/reviewPages';
import type { ReviewSession } from '../review/useReviewSession';
import { GradedQuizNotice } from './GradedQuizNotice';
import { QuizPageItems } from './QuizPageItems';
import { QuizQuestion } from './QuizQuestion';
import {
  canSubmitAnswer,
  correctChoicesOf,
  isQuestionPage,
  isRightAnswer,
  pageIsRight,
  selectedOf,
  solutionTextOf,
  submitsByItself,
  submitsOnSelection,
  toggleChoice,
} from './quizRules';
import { QuizSummary } from './QuizSummary';

type QuizItem = Extract<PlayerItem, { type: 'quiz' }>;

/** The pages a learner moves through: the quiz's own, and a closing summary when the quiz asks for one and has none of its own. */
function viewsOf(item: QuizItem): PlayerQuizPage[] {
  const closing = item.summaryPage && !item.pages.some((page) => page.type === 'summary');
  return closing ? [...item.pages, { type: 'summary', title: LEARNING_TEXT.summary, items: [], quiz: null }] : item.pages;
}

/**
 * The quiz player (spec part 2 sections 2 and 4): pages open once the one before is submitted;
 * answers are recorded as they are selected; a page submits by itself when its selection is
 * complete (min = max, or any complete selection in a graded quiz), with Submit, or on Next.
 * Practice quizzes check an answer here first (Try Again, Show Solution after a wrong one) and,
 * once finished, are taken again with Try Again (a new attempt); graded quizzes show the solution
 * once the page is submitted; the summary shows the score.
 */
export function QuizPlayer({ session }: { session: ReviewSession }) {
  const { pageNum } = useParams();
  const navigate = useNavigate();
  const item = session.item as QuizItem;
  const { review, moduleId, readOnly, paths } = session;
  const views = viewsOf(item);
  const route = resolvePageParam(pageNum, review, views.length, () => review.submitTime !== null);
  const index = 'show' in route ? route.show : -1;

  const [answers, setAnswers] = useState<Record<number, number[]>>({});
  const [wrong, setWrong] = useState<Record<number, boolean>>({});
  const [revealed, setRevealed] = useState<Record<number, boolean>>({});
  const [busy, setBusy] = useState(false);
  const summarySubmitted = useRef(new Set<number>());

  const page = views[index];
  const own = index < item.pages.length;
  const record = own ? review.pages[index] : undefined;
  const submitted = !own || record?.submitTime != null;
  const openPage = own && index === firstIncompletePage(review.pages);
  const question = isQuestionPage(page) ? page.quiz : null;
  const selected = answers[index] ?? selectedOf(record?.data);
  const checkedWrong = !submitted && wrong[index] === true;

  // Work would be lost: an answer selected but not submitted, or writes still on their way.
  const unsubmittedAnswer = item.pages.some((_p, i) => review.pages[i]?.submitTime === null && (answers[i] ?? []).length > 0);
  usePlayerLeaveWarning(!readOnly && (unsubmittedAnswer || session.saving), paths.base, session.isLeaving);

  const { visit, submit } = session;
  useEffect(() => {
    if (own && openPage && !readOnly && record?.startTime === null) visit(index);
  }, [own, index, openPage, readOnly, record?.startTime, visit]);

  // A summary page has nothing to answer: seeing it completes it (and, at the end, the quiz).
  useEffect(() => {
    if (page?.type !== 'summary' || !own || !openPage || readOnly || summarySubmitted.current.has(index)) return;
    summarySubmitted.current.add(index);
    void submit(index);
  }, [page?.type, own, openPage, readOnly, index, submit]);

  if ('redirect' in route) return <Navigate to={paths.page(route.redirect)} replace />;
  if (!page) return null;

  const last = index === views.length - 1;
  const writable = !readOnly && !submitted && openPage;
  const correct = question ? correctChoicesOf(question, review.solutions[index]) : null;
  const goTo = (i: number) => void navigate(paths.page(i + 1));
  const toCourse = () => {
    session.leave();
    void navigate(paths.back);
  };

  const setAnswer = (next: number[]) => setAnswers((all) => ({ ...all, [index]: next }));

  const submitPage = async (answer?: number[]) => {
    setBusy(true);
    try {
      return (await submit(index, answer ? { selected: answer } : undefined)) !== null;
    } finally {
      setBusy(false);
    }
  };

  /** Submit: a practice quiz checks the answer here first; a wrong one stays open for Try Again and Show Solution. */
  const answer = async (choice: number[]): Promise<boolean> => {
    if (!item.graded && correct && !isRightAnswer(choice, correct)) {
      setWrong((all) => ({ ...all, [index]: true }));
      return false;
    }
    return submitPage(choice);
  };

  const toggle = (choiceIndex: number) => {
    if (!question || !writable || checkedWrong || busy) return;
    const next = toggleChoice(selected, choiceIndex, question);
    if (next.length === selected.length && next.every((n, i) => n === selected[i])) return;
    setAnswer(next);
    void session.update(index, () => ({ selected: next }));
    if (submitsByItself(next, question, item.graded)) void answer(next);
  };

  const tryAgain = () => {
    setWrong((all) => ({ ...all, [index]: false }));
    setRevealed((all) => ({ ...all, [index]: false }));
    setAnswer([]);
    void session.update(index, () => ({ selected: [] }));
  };

  /** Next (or Finished): submits what this page still needs, then moves on. */
  const forward = async () => {
    if (writable) {
      if (!question) {
        if (!(await submitPage())) return;
      } else if (item.graded || checkedWrong) {
        // A graded page submits on Next; a practice page after a wrong answer is submitted as it stands.
        if (!(await submitPage(selected))) return;
      } else if (!(await answer(selected))) return;
    }
    if (last) toCourse();
    else goTo(index + 1);
  };

  const forwardReady = submitted || readOnly || (writable && (!question || canSubmitAnswer(selected, question)));

  const saveForLater = async () => {
    setBusy(true);
    await session.settled();
    await session.save();
    void navigate(paths.back);
  };

  const pages = views.map((view, i) => {
    const reviewed = i < item.pages.length ? review.pages[i]?.submitTime != null : review.submitTime !== null;
    const reachable = i < item.pages.length ? pageReachable(review, i) : review.submitTime !== null;
    return { title: view.title, state: reviewed ? ('done' as const) : reachable ? ('open' as const) : ('locked' as const) };
  });

  const mark =
    question && (submitted || checkedWrong) && own ? (
      (submitted ? pageIsRight(record?.score ?? null) : false) ? (
        <Badge color="teal" size="lg" radius="xl" leftSection={<IconCheck size={14} stroke={2.4} />}>
          {LEARNING_TEXT.correct}
        </Badge>
      ) : (
        <Badge color="red" size="lg" radius="xl" leftSection={<IconX size={14} stroke={2.4} />}>
          {LEARNING_TEXT.incorrect}
        </Badge>
      )
    ) : null;

  const reveal = submitted ? correct !== null : checkedWrong && revealed[index] === true;
  const done = review.submitTime !== null;
  const { retake } = session;

  /** Try Again on the finished practice quiz: a new attempt from its first page (issue 28). */
  const takeAgain = async () => {
    if (!retake) return;
    setBusy(true);
    if (await retake()) void navigate(paths.page(1));
    else setBusy(false);
  };

  return (
    <PlayerShell
      course={session.demo ? null : moduleId}
      name={item.name}
      pages={pages}
      current={index}
      done={review.pages.filter((p) => p.submitTime !== null).length + (views.length > item.pages.length && done ? 1 : 0)}
      onOpenPage={goTo}
      onBack={() => (done || readOnly ? toCourse() : void saveForLater())}
      titleAside={mark}
      actions={
        <>
          <Group gap="sm">
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} disabled={index === 0} onClick={() => goTo(index - 1)}>
              {LEARNING_TEXT.prev}
            </Button>
            {done || readOnly ? (
              <Button variant="subtle" onClick={toCourse}>
                {LEARNING_TEXT.backToCourse}
              </Button>
            ) : (
              <Button variant="subtle" onClick={() => void saveForLater()} disabled={busy}>
                {LEARNING_TEXT.saveForLater}
              </Button>
            )}
          </Group>
          <Group gap="sm">
            {checkedWrong && (
              <>
                <Button variant="light" color="orange" leftSection={<IconRefresh size={16} />} onClick={tryAgain}>
                  {LEARNING_TEXT.tryAgain}
                </Button>
                {!revealed[index] && (
                  <Button variant="light" leftSection={<IconBulb size={16} />} onClick={() => setRevealed((all) => ({ ...all, [index]: true }))}>
                    {LEARNING_TEXT.showSolution}
                  </Button>
                )}
              </>
            )}
            {done && !item.graded && retake && (
              <Button variant="light" color="orange" leftSection={<IconRefresh size={16} />} loading={busy} onClick={() => void takeAgain()}>
                {LEARNING_TEXT.tryAgain}
              </Button>
            )}
            {question && writable && !checkedWrong && (
              <Button variant="light" disabled={!canSubmitAnswer(selected, question)} loading={busy} onClick={() => void answer(selected)}>
                {LEARNING_TEXT.submit}
              </Button>
            )}
            <Button
              rightSection={last ? <IconCheck size={16} /> : <IconArrowRight size={16} />}
              disabled={!forwardReady || busy}
              onClick={() => void forward()}
            >
              {last ? LEARNING_TEXT.finished : LEARNING_TEXT.next}
            </Button>
          </Group>
        </>
      }
    >
      {item.graded && !done && !readOnly && <GradedQuizNotice pages={item.pages} current={index} />}
      <QuizPageItems items={page.items} />
      {question && (
        <QuizQuestion
          quiz={question}
          imageChoices={page.type === 'image-choice'}
          selected={selected}
          locked={!writable || checkedWrong || busy}
          marked={submitted || checkedWrong}
          correct={correct}
          reveal={reveal}
          solution={solutionTextOf(question, review.solutions[index])}
          finalOnChoice={item.graded && submitsOnSelection(question, true)}
          onToggle={toggle}
        />
      )}
      {page.type === 'summary' && <QuizSummary pages={item.pages} review={review} />}
    </PlayerShell>
  );
}
