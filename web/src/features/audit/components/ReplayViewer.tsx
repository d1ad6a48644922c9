import { useEffect, useEffectEvent, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { useElementSize, useViewportSize } from '@mantine/hooks';
import type { ReplayEvent, ReplaySlide, ReplayView, ReviewCoverage } from '@cytocampus/contracts';
import { sampleOf, WholeSlideViewer, type SlideViewer, type ViewerObject, type WholeSlideViewerHandle } from '../../../lib/openseadragon';
import { CATEGORY_COLORS, objectLabels } from '../../../shared/slides/objectLabels';
import { slideSource } from '../../../shared/slides/slideSource';
import { AUDIT_SCREEN_TEXT as T } from '../auditTexts';
import { fittedScale, shownRotation } from '../replayMoment';
import { attachHeatOverlay, flashPoint } from './viewerOverlays';
import classes from './ReplayViewer.module.css';

/** Wider than the reviewer's limits: a recorded view fitted to a smaller canvas is shown at a lower magnification. */
const REPLAY_LIMITS = { min: 0.05, max: 160 } as const;
/** Room the page keeps for its header and controls below the viewer. */
const PAGE_CHROME_PX = 290;
const BORDER_PX = 2;

export interface ReplayViewerHandle {
  goToObject(id: string): void;
}

interface ReplayViewerProps {
  slide: ReplaySlide;
  view: ReplayView | null;
  /** The canvas the viewer takes the shape of (the recorded one), so the recorded area fills it. */
  shape: { width: number; height: number };
  /** Seeks and pauses show the view at once; playing may animate. */
  immediate: boolean;
  /** The last event, flashed at its point when it has one. */
  event: ReplayEvent | null;
  heat: ReviewCoverage | null;
  /** The heat map drawn with patterns as well as colours. */
  heatPatterns: boolean;
  ref?: Ref<ReplayViewerHandle>;
}

/** The canvas size of the recorded shape that fits the room (whole pixels). */
function canvasSize(shape: { width: number; height: number }, room: { width: number; height: number }) {
  const aspect = shape.width > 0 && shape.height > 0 ? shape.width / shape.height : 4 / 3;
  const width = Math.max(200, Math.floor(Math.min(room.width - BORDER_PX, (room.height - BORDER_PX) * aspect)));
  return { width, height: Math.round(width / aspect) };
}

/** Writes the viewer's visible area on the frame, for tests and for whoever inspects the page. */
function exposeView(frame: HTMLElement, viewer: SlideViewer, view: ReplayView | null) {
  frame.dataset.viewCorners = JSON.stringify(sampleOf(viewer.getGeometry(), 0).corners);
  frame.dataset.viewAt = view ? String(view.at) : '';
}

/**
 * The whole-slide viewer of the replay: the slide open at the replay time, showing exactly the
 * recorded view (centre, rotation, flip, and the scale that fits the recorded area), the slide's
 * objects, a pulse where clicks and marks happened, and the heat map when asked for.
 */
export function ReplayViewer({ slide, view, shape, immediate, event, heat, heatPatterns, ref }: ReplayViewerProps) {
  const handle = useRef<WholeSlideViewerHandle>(null);
  const frame = useRef<HTMLDivElement>(null);
  const { ref: room, width: roomWidth } = useElementSize();
  const { height: screenHeight } = useViewportSize();
  const size = canvasSize(shape, { width: roomWidth || 800, height: Math.max(340, screenHeight - PAGE_CHROME_PX) });

  const objects = useMemo<ViewerObject[]>(() => {
    const labels = objectLabels(slide.objects);
    return slide.objects
      .flat()
      .map((object) => ({ id: object.id, x: object.coords.x, y: object.coords.y, label: labels.get(object.id), color: CATEGORY_COLORS[object.cat.idx] }));
  }, [slide.objects]);

  // The slide whose image is open: overlays need its coordinates.
  const [openSlide, setOpenSlide] = useState<string | null>(null);
  const isOpen = openSlide === slide.itemId;

  const show = useEffectEvent((instant: boolean) => {
    const viewer = handle.current?.viewer();
    const shown = view;
    if (!viewer || !shown) return;
    const scale = fittedScale(shown, { width: size.width, height: size.height });
    if (scale > 0) viewer.showView({ center: shown.center, scale, rotation: shownRotation(shown), flipped: shown.flipped }, instant);
    if (frame.current) exposeView(frame.current, viewer, shown);
  });

  // Every new view, and again at once when the canvas changes size or the replay pauses.
  useEffect(() => show(immediate), [view, immediate, size.width, size.height]);

  const expose = useEffectEvent(() => {
    const viewer = handle.current?.viewer();
    if (viewer && frame.current) exposeView(frame.current, viewer, view);
  });

  // Once the slide is open: show the view, and report the visible area on every change of the viewer.
  useEffect(() => {
    const viewer = handle.current?.viewer();
    if (!isOpen || !viewer) return;
    const update = () => expose();
    // OpenSeadragon applies a new canvas size a frame after React set it, keeping the old visible
    // area rather than the recorded scale: show the view again once it has.
    const refit = () => show(true);
    viewer.osd.addHandler('viewport-change', update);
    viewer.osd.addHandler('animation-finish', update);
    viewer.osd.addHandler('resize', refit);
    show(true);
    return () => {
      viewer.osd.removeHandler('viewport-change', update);
      viewer.osd.removeHandler('animation-finish', update);
      viewer.osd.removeHandler('resize', refit);
    };
  }, [isOpen, openSlide]);

  useEffect(() => {
    const viewer = handle.current?.viewer();
    if (!viewer || !isOpen || !event?.point || event.page !== slide.page) return;
    flashPoint(viewer, event.point, event.text);
  }, [event, slide.page, isOpen]);

  useEffect(() => {
    const viewer = handle.current?.viewer();
    if (!viewer || !isOpen || !heat || heat.page !== slide.page) return;
    return attachHeatOverlay(viewer, heat, heatPatterns);
  }, [heat, heatPatterns, slide.page, isOpen]);

  useImperativeHandle(ref, () => ({ goToObject: (id) => void handle.current?.goToObject(id) }), []);

  return (
    <div ref={room}>
      <div ref={frame} className={classes.frame} style={{ width: size.width + BORDER_PX }} data-testid="replay-viewer" data-slide-page={slide.page}>
        {slide.image ? (
          <WholeSlideViewer
            ref={handle}
            source={slideSource(slide.itemId, slide.image)}
            objects={objects}
            height={size.height + BORDER_PX}
            showControls={false}
            minMagnification={REPLAY_LIMITS.min}
            maxMagnification={REPLAY_LIMITS.max}
            // The heat map shows where the reviewer went; a navigator would hide a third of a small canvas.
            navigator={false}
            onOpen={() => setOpenSlide(slide.itemId)}
          />
        ) : (
          <div className={classes.empty} style={{ height: size.height }}>
            {T.noImage}
          </div>
        )}
      </div>
    </div>
  );
}
