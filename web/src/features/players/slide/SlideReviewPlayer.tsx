import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Button, Center, Divider, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { SLIDE_LIMITS, SLIDE_REVIEW_TEXT, type ObjectOfInterest, type PlayerSlide, type SlideReviewData, type SlideReviewKind } from '@cytocampus/contracts';
import { diagnosisOutcome, outcomeOfScore, partialCreditOf } from '@cytocampus/domain';
import { WholeSlideViewer, type ViewerObject, type ViewportSample, type WholeSlideViewerHandle } from '../../../lib/openseadragon';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { showToast } from '../../../shared/feedback/toast';
import { useDocumentTitle } from '../../../shared/navigation/pageTitle';
import { CATEGORY_COLORS, objectLabels } from '../../../shared/slides/objectLabels';
import { slideSource } from '../../../shared/slides/slideSource';
import { usePlaceMarkMutation } from '../api';
import { firstIncompletePage } from '../review/reviewPages';
import type { ReviewSession } from '../review/useReviewSession';
import type { ActivityRecorder } from './activityRecorder';
import { CancelReviewDialog } from './CancelReviewDialog';
import { DiagnosisForm } from './DiagnosisForm';
import { MarksPanel, type MarkEntry } from './MarksPanel';
import { ObjectRows } from './ObjectRows';
import { REVIEW_KEY_HELP } from './objectRowKeys';
import { ReviewFeedback } from './ReviewFeedback';
import { ReviewHeader } from './ReviewHeader';
import { ReviewDrawerBar, ReviewPanel, scrollPanelToTop, useNarrowReview, type ReviewDrawer } from './ReviewPanels';
import { SlideSidebar } from './SlideSidebar';
import { diagnosisOf, slideSolutionOf, swapObjects, toggleMark } from './slideReviewRules';
import { REVIEW_SCREEN_TEXT } from './slideReviewTexts';
import { useActivityRecorder } from './useActivityRecorder';
import { useReviewAnnouncer } from './useReviewAnnouncer';
import { useHelpKey } from './useHelpKey';
import classes from './SlideReview.module.css';

/** The reviewer's own marks on the slide (the categories have theirs). */
const MARK_COLOR = '#e64980';

/** Work on the form is sent this long after the last change (or at once on capture and when leaving). */
const UPDATE_DELAY_MS = 600;

interface SlideReviewPlayerProps {
  session: ReviewSession;
  slideId: string;
  /** A slide of a slide test; without it the slide is reviewed alone. */
  testId?: string;
  kind: SlideReviewKind;
}

/**
 * The slide review (spec part 3 "Slide review screen" and "Simple known-slide review"): one slide
 * of a test or a slide alone, in the review checked out for this tab. Known and unknown slides are
 * looked at and completed; a case is diagnosed and scored.
 */
export function SlideReviewPlayer({ session, slideId, testId, kind }: SlideReviewPlayerProps) {
  const { item, review } = session;
  const slides = 'slides' in item ? item.slides : [];
  const page = slides.findIndex((slide) => slide.itemId === slideId);
  const { back, slide: pathOf } = session.paths;
  // A demo run records nothing.
  const recorder = useActivityRecorder(session.demo ? null : review.id, review.session);

  if (page === -1) return <SlideMissing message={testId ? SLIDE_REVIEW_TEXT.slideNotInTest(slideId, testId) : SLIDE_REVIEW_TEXT.slideNotFound} back={back} />;
  // A slide opens once the one before it is done: an address further on goes to the first open one.
  const open = firstIncompletePage(review.pages);
  if (open !== -1 && page > open) return <Navigate to={pathOf(slides[open]!.itemId)} replace />;
  return (
    <SlideReview
      key={slideId}
      session={session}
      slide={slides[page]!}
      page={page}
      slides={slides}
      kind={kind}
      inTest={testId !== undefined}
      back={back}
      pathOf={pathOf}
      recorder={recorder}
    />
  );
}

/** 'Slide ({id}) does not exist in Test ({id})' (or '404: Slide Not Found'), then back after 5 s (spec part 2 section 8). */
function SlideMissing({ message, back }: { message: string; back: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(back, { replace: true }), 5000);
    return () => clearTimeout(timer);
  }, [navigate, back]);
  return (
    <Center h="100vh">
      <Title order={2} fz={22} role="alert">
        {message}
      </Title>
    </Center>
  );
}

interface SlideReviewProps {
  session: ReviewSession;
  slide: PlayerSlide;
  page: number;
  slides: PlayerSlide[];
  kind: SlideReviewKind;
  inTest: boolean;
  back: string;
  pathOf: (slideItemId: string) => string;
  recorder: ActivityRecorder | null;
}

function SlideReview({ session, slide, page, slides, kind, inTest, back, pathOf, recorder }: SlideReviewProps) {
  const navigate = useNavigate();
  const { data: user } = useGetCurrentUserQuery();
  const [placeMark] = usePlaceMarkMutation();
  const viewer = useRef<WholeSlideViewerHandle>(null);
  const { review } = session;
  const record = review.pages[page];
  const submitted = record?.submitTime != null;
  const readOnly = session.readOnly || submitted;
  const solution = slideSolutionOf(review, page);
  const diagnosed = kind === 'case';
  useDocumentTitle(slide.name);

  const [data, setData] = useState<SlideReviewData>(() => diagnosisOf(record?.data));
  const dataRef = useRef(data);
  const [category, setCategory] = useState(0);
  const [order, setOrder] = useState(() => slide.objects.map((list) => list.map((o) => o.id)));
  const [selected, setSelected] = useState<string | null>(null);
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set());
  const [gamma, setGamma] = useState<boolean[]>(() => slide.objects.map(() => false));
  const [marking, setMarking] = useState(false);
  const [revealCellTypes, setRevealCellTypes] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const narrow = useNarrowReview();
  const [drawer, setDrawer] = useState<ReviewDrawer | null>(null);
  const pendingUpdate = useRef<ReturnType<typeof setTimeout> | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { announce, region } = useReviewAnnouncer();
  useHelpKey(() => viewer.current?.openHelp());

  // Opening a slide records its start (pages open in order; a submitted one is only looked at).
  const { visit } = session;
  useEffect(() => {
    if (!readOnly) visit(page);
  }, [readOnly, visit, page]);

  const flushUpdate = () => {
    if (pendingUpdate.current === null) return;
    clearTimeout(pendingUpdate.current);
    pendingUpdate.current = null;
    void session.update(page, () => ({ ...dataRef.current }));
  };
  // Work still waiting goes out when the slide closes (moving to another slide, leaving).
  const flushOnClose = useEffectEvent(flushUpdate);
  useEffect(() => () => flushOnClose(), []);

  const change = (next: SlideReviewData) => {
    dataRef.current = next;
    setData(next);
    if (pendingUpdate.current !== null) clearTimeout(pendingUpdate.current);
    pendingUpdate.current = setTimeout(flushUpdate, UPDATE_DELAY_MS);
  };

  const objectsById = useMemo(() => new Map(slide.objects.flat().map((o) => [o.id, o])), [slide.objects]);
  const ordered = useMemo(() => order.map((ids) => ids.map((id) => objectsById.get(id)!).filter(Boolean)), [order, objectsById]);
  const labels = useMemo(() => objectLabels(slide.objects), [slide.objects]);
  const markLabel = (id: string) => labels.get(id) ?? `Mark ${data.customObjects.findIndex((o) => o.id === id) + 1}`;
  const marks: MarkEntry[] = data.shortList.flatMap((id) => {
    const object = objectsById.get(id) ?? data.customObjects.find((o) => o.id === id);
    return object ? [{ id, label: markLabel(id), object }] : [];
  });

  // The open category's objects and the reviewer's own marks: all five at once would hide the cells.
  const markers = useMemo<ViewerObject[]>(
    () => [
      ...(ordered[category] ?? []).map((o) => ({ id: o.id, x: o.coords.x, y: o.coords.y, label: labels.get(o.id), color: CATEGORY_COLORS[o.cat.idx] })),
      ...data.customObjects.map((o, i) => ({ id: o.id, x: o.coords.x, y: o.coords.y, label: `Mark ${i + 1}`, color: MARK_COLOR })),
    ],
    [ordered, category, labels, data.customObjects],
  );

  const show = (object: Pick<ObjectOfInterest, 'id'> & { catIdx?: number; cat?: { idx: number } }) => {
    setSelected(object.id);
    viewer.current?.goToObject(object.id);
    setVisited((seen) => new Set(seen).add(object.id));
    const catIdx = object.cat?.idx ?? object.catIdx ?? 0;
    recorder?.record(slide.itemId, { kind: 'objectClick', at: Date.now(), objectId: object.id, catIdx });
  };

  const toggle = (id: string) => {
    const next = toggleMark(data, id);
    if (!next) {
      showToast({ message: REVIEW_SCREEN_TEXT.marksFull, level: 'warning' });
      return;
    }
    change(next);
    const label = markLabel(id);
    announce(
      next.shortList.includes(id)
        ? REVIEW_SCREEN_TEXT.marked(label, next.shortList.length, SLIDE_LIMITS.maxSolutionObjects)
        : REVIEW_SCREEN_TEXT.unmarked(label),
    );
  };

  /** A drag, or Alt with an arrow on a crop: the two objects swap places, and the move is said. */
  const swap = (catIdx: number, from: string, to: string) => {
    const swapped = swapObjects(order[catIdx] ?? [], from, to, data);
    setOrder((lists) => lists.map((ids, i) => (i === catIdx ? swapped.order : ids)));
    if (swapped.data !== data) change(swapped.data);
    const dropped = data.shortList.filter((id) => !swapped.data.shortList.includes(id)).map(markLabel);
    const moved = REVIEW_SCREEN_TEXT.moved(markLabel(from), swapped.order.indexOf(from) + 1, swapped.order.length);
    announce(dropped.length > 0 ? `${moved} ${REVIEW_SCREEN_TEXT.marksDropped(dropped)}` : moved);
  };

  const imageClicked = async (point: { x: number; y: number }) => {
    recorder?.record(slide.itemId, { kind: 'slideClick', at: Date.now(), x: Math.round(point.x), y: Math.round(point.y) });
    if (!marking || readOnly) return;
    setMarking(false);
    if (data.shortList.length >= SLIDE_LIMITS.maxSolutionObjects) {
      showToast({ message: REVIEW_SCREEN_TEXT.marksFull, level: 'warning' });
      return;
    }
    const mark = await placeMark({ revisionId: slide.revisionId, coords: { x: Math.round(point.x), y: Math.round(point.y) } })
      .unwrap()
      .catch(() => null);
    if (!mark) return;
    const current = dataRef.current;
    change({
      ...current,
      customObjects: [...current.customObjects, { id: mark.id, coords: mark.coords, catIdx: category }],
      shortList: [...current.shortList, mark.id],
    });
    announce(REVIEW_SCREEN_TEXT.markPlaced(`Mark ${current.customObjects.length + 1}`));
  };

  const sampled = (sample: ViewportSample) =>
    recorder?.record(slide.itemId, {
      kind: 'view',
      at: Math.round(sample.at),
      center: sample.center,
      zoom: sample.magnification,
      rotation: sample.rotation,
      flipped: sample.flipped,
      corners: sample.corners,
      canvas: sample.canvas,
    });

  // On a narrow screen the drawer closes, so that the slide can be tapped.
  // A keyboard user goes on to the slide, where Enter marks the centre of the view (the crosshair);
  // from a drawer, once it has closed and handed the focus back to its button.
  const focusSlideAfterDrawer = useRef(false);
  const focusSlide = () => viewer.current?.viewer()?.focus();
  const toggleMarking = () => {
    if (!marking) {
      if (drawer) focusSlideAfterDrawer.current = true;
      else setTimeout(focusSlide, 0);
      setDrawer(null);
    }
    setMarking(!marking);
  };
  const drawerClosed = () => {
    if (!focusSlideAfterDrawer.current) return;
    focusSlideAfterDrawer.current = false;
    focusSlide();
  };

  const switchGamma = (catIdx: number, on: boolean) => {
    setGamma((values) => values.map((value, i) => (i === catIdx ? on : value)));
    recorder?.record(slide.itemId, { kind: 'gamma', at: Date.now(), catIdx, on });
  };

  const capture = async () => {
    if (pendingUpdate.current !== null) clearTimeout(pendingUpdate.current);
    pendingUpdate.current = null;
    // The views so far go out first, so the coverage shown with the answer counts them all.
    await recorder?.flush();
    const answered = await session.submit(page, diagnosed ? { ...dataRef.current } : undefined);
    if (!answered) return;
    // The outcome shows at the top of the panel, and is said.
    scrollPanelToTop(panel.current);
    const outcome = diagnosed ? outcomeOfScore(answered.pages[page]?.score ?? null, true) : null;
    announce(diagnosed ? (outcome ? REVIEW_SCREEN_TEXT.capturedOutcome(outcome) : REVIEW_SCREEN_TEXT.captured) : REVIEW_SCREEN_TEXT.completed);
  };

  const leave = async (save: boolean) => {
    flushUpdate();
    await recorder?.flush(true);
    if (save) await session.save();
    else session.leave();
    void navigate(back);
  };

  // The page's stored score says how the test's scoring mode judged it; without one, the spec's result-group rule.
  const scored = typeof record?.score === 'number';
  const outcome = submitted && diagnosed && solution ? (scored ? outcomeOfScore(record.score, true) : diagnosisOutcome(solution, data.result)) : null;
  const credit = outcome === null ? null : partialCreditOf(record?.score);
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  // Once submitted, the screening coverage joins the feedback (a demo run records nothing to measure).
  const coverageTarget = submitted && !session.demo ? { reviewId: review.id, page, revisionId: slide.revisionId } : undefined;
  const slidesTitle = inTest ? REVIEW_SCREEN_TEXT.slides : REVIEW_SCREEN_TEXT.caseDetails;
  const panelTitle = diagnosed ? REVIEW_SCREEN_TEXT.diagnosis : REVIEW_SCREEN_TEXT.yourReview;
  const panelProps = { narrow, drawer, onDrawer: setDrawer, onClosed: drawerClosed };

  return (
    <div className={classes.root} data-narrow={narrow || undefined}>
      <ReviewHeader
        reviewer={name}
        slideName={slide.name}
        position={slides.length > 1 ? REVIEW_SCREEN_TEXT.slideOf(page + 1, slides.length) : null}
        submitted={review.submitTime !== null}
        onCancel={() => setLeaving(true)}
        onBack={() => void leave(false)}
      />
      {narrow && (
        <ReviewDrawerBar slidesTitle={slidesTitle} panelTitle={panelTitle} onDrawer={setDrawer} notice={marking ? REVIEW_SCREEN_TEXT.markPointHint : null} />
      )}
      <div className={classes.body}>
        <ReviewPanel name="slides" title={slidesTitle} {...panelProps}>
          {inTest ? <SlideSidebar slides={slides} review={review} current={page} pathOf={pathOf} /> : <SlideFacts slide={slide} />}
          {inTest && (
            <>
              <Divider />
              <SlideFacts slide={slide} />
            </>
          )}
        </ReviewPanel>
        <main className={classes.main}>
          <div className={classes.viewer}>
            {slide.image ? (
              <WholeSlideViewer
                ref={viewer}
                source={slideSource(slide.revisionId, slide.image)}
                objects={markers}
                selectedObjectId={selected}
                ooiZoomLevel={user?.preferences.ooiZoomLevel ?? null}
                ooiZoomReset={user?.preferences.ooiZoomReset ?? true}
                helpSections={REVIEW_KEY_HELP}
                onObjectClick={(id) => {
                  const object = objectsById.get(id);
                  if (object) show(object);
                  else setSelected(id);
                }}
                onImageClick={(point) => void imageClicked(point)}
                onViewportSample={sampled}
                onFiltersChange={(filters) =>
                  recorder?.record(slide.itemId, {
                    kind: 'filters',
                    at: Date.now(),
                    brightness: filters.brightness,
                    contrast: filters.contrast,
                    gamma: filters.gamma,
                    threshold: filters.threshold,
                    kernel: filters.kernel !== null,
                  })
                }
              />
            ) : (
              <Center h="100%">
                <Text c="gray.3">{REVIEW_SCREEN_TEXT.noImage}</Text>
              </Center>
            )}
          </div>
          <section className={classes.rows} aria-label={REVIEW_SCREEN_TEXT.objects}>
            <ObjectRows
              revisionId={slide.revisionId}
              objects={ordered}
              labels={labels}
              restricted={slide.objectsRestricted}
              category={category}
              onCategory={setCategory}
              marked={diagnosed ? data.shortList : []}
              visited={visited}
              selected={selected}
              solution={solution}
              showCellTypes={kind !== 'case' && revealCellTypes}
              gamma={gamma}
              onGamma={switchGamma}
              readOnly={readOnly || !diagnosed}
              onOpen={(object) => show(object)}
              onToggleMark={toggle}
              onSwap={swap}
            />
          </section>
        </main>
        <ReviewPanel name="panel" title={panelTitle} {...panelProps}>
          <Stack gap="md" ref={panel}>
            {diagnosed ? (
              <>
                {submitted && solution && (
                  <ReviewFeedback outcome={outcome} credit={credit} data={data} solution={solution} labels={labels} coverage={coverageTarget} />
                )}
                <Stack gap={6}>
                  <Group justify="space-between">
                    <Text fw={650}>{REVIEW_SCREEN_TEXT.marks}</Text>
                    {!readOnly && (
                      <Button size="compact-xs" variant={marking ? 'filled' : 'light'} onClick={toggleMarking} aria-pressed={marking}>
                        {REVIEW_SCREEN_TEXT.markPoint}
                      </Button>
                    )}
                  </Group>
                  <Text fz="xs" c="dimmed">
                    {marking ? REVIEW_SCREEN_TEXT.markPointHint : REVIEW_SCREEN_TEXT.marksHint}
                  </Text>
                  <MarksPanel
                    revisionId={slide.revisionId}
                    marks={marks}
                    readOnly={readOnly}
                    onShow={(entry) => show(entry.object)}
                    onRemove={(entry) => toggle(entry.id)}
                  />
                </Stack>
                <Divider />
                <Text fw={650}>{REVIEW_SCREEN_TEXT.diagnosis}</Text>
                <DiagnosisForm
                  category={slide.category}
                  data={data}
                  readOnly={readOnly}
                  saving={session.saving}
                  onChange={change}
                  onCapture={() => void capture()}
                />
              </>
            ) : (
              <>
                {kind === 'known' && (
                  <Switch
                    label={REVIEW_SCREEN_TEXT.revealCellTypes}
                    checked={revealCellTypes}
                    onChange={(event) => setRevealCellTypes(event.currentTarget.checked)}
                  />
                )}
                {solution && <ReviewFeedback outcome={null} data={data} solution={solution} labels={labels} coverage={coverageTarget} />}
                {!readOnly && (
                  <Button onClick={() => void capture()} disabled={session.saving}>
                    {REVIEW_SCREEN_TEXT.complete}
                  </Button>
                )}
              </>
            )}
          </Stack>
        </ReviewPanel>
      </div>
      {region}
      <CancelReviewDialog opened={leaving} known={kind === 'known'} onStay={() => setLeaving(false)} onLeave={() => void leave(true)} />
    </div>
  );
}

/** The case's details: accession and cell count unless hidden, the patient. */
function SlideFacts({ slide }: { slide: PlayerSlide }) {
  const facts = [
    [REVIEW_SCREEN_TEXT.accession, slide.accession],
    [REVIEW_SCREEN_TEXT.cellCount, slide.cellCount === null ? null : slide.cellCount.toLocaleString()],
    [
      REVIEW_SCREEN_TEXT.patient,
      [slide.patient.name, slide.patient.dob && `DOB ${slide.patient.dob}`, slide.patient.lmp && `LMP ${slide.patient.lmp}`].filter(Boolean).join(' · '),
    ],
  ].filter((fact): fact is [string, string] => typeof fact[1] === 'string' && fact[1] !== '');
  return (
    <Stack gap={6} p="sm">
      <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
        {REVIEW_SCREEN_TEXT.caseDetails}
      </Text>
      <Text fz="sm" fw={600}>
        {slide.name}
      </Text>
      {slide.description && (
        <Text fz="xs" c="dimmed">
          {slide.description}
        </Text>
      )}
      {facts.map(([label, value]) => (
        <Text key={label} fz="xs">
          <Text span fz="inherit" fw={600}>{`${label}: `}</Text>
          {value}
        </Text>
      ))}
    </Stack>
  );
}
