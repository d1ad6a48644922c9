import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { API_PREFIX, SLIDE_ROUTES, type TeachingPointer, type TeachingSession, type TeachingView } from '@cytocampus/contracts';
import {
  WholeSlideViewer,
  type Rotation,
  type SlideSource,
  type ViewerObject,
  type ViewportSample,
  type WholeSlideViewerHandle,
} from '../../../lib/openseadragon';
import { followsAtOnce } from '../liveSession';

/** The one in control sends at most this often (the viewer's own sampler throttles). */
const SEND_INTERVAL_MS = 100;

export interface TeachingViewerProps {
  session: TeachingSession;
  inControl: boolean;
  /** The last view relayed from the one in control (null before any). */
  followed: TeachingView | null;
  pointer: (TeachingPointer & { by: string }) | null;
  /** Changes when the instructor's client should send its view again (someone joined). */
  resendKey: number;
  sendView: (view: Omit<TeachingView, 'sessionId'>) => void;
  sendPointer: (x: number, y: number) => void;
}

/**
 * The session's slide: the one in control drives it and sends its view; everyone else follows the
 * relayed view smoothly (an animated zoomTo; a big jump, or any with reduced motion asked for, is immediate) with their own controls off.
 * The wrapper's data- attributes show the current view (the browser test compares them).
 */
export function TeachingViewer({ session, inControl, followed, pointer, resendKey, sendView, sendPointer }: TeachingViewerProps) {
  const handle = useRef<WholeSlideViewerHandle>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const lastSample = useRef<ViewportSample | null>(null);
  const source: SlideSource = useMemo(
    () => ({
      dziUrl: `${API_PREFIX}${SLIDE_ROUTES.tileSource(session.slide.id)}`,
      micronsPerPixel: session.slide.image?.micronsPerPixel ?? null,
      objectivePower: session.slide.image?.objectivePower ?? null,
    }),
    [session.slide],
  );

  const gamma = () => handle.current?.viewer()?.getState().filters.gamma ?? 1;
  const send = (sample: ViewportSample) =>
    sendView({
      center: sample.center,
      magnification: sample.magnification,
      rotation: sample.rotation,
      flipped: sample.flipped,
      gamma: gamma(),
      at: Date.now(),
    });

  const follow = (view: TeachingView) => {
    const viewer = handle.current?.viewer();
    if (!viewer || viewer.getState().status !== 'open') return;
    const state = viewer.getState();
    if (state.rotation !== view.rotation) viewer.setRotation(view.rotation as Rotation);
    if (state.flipped !== view.flipped) viewer.setFlipped(view.flipped);
    if (state.filters.gamma !== view.gamma) viewer.setGamma(view.gamma);
    // Asked at each move (not a hook's value): the effects that follow call this without re-subscribing.
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    viewer.zoomTo(view.magnification, { center: view.center, immediately: followsAtOnce(state.magnification, view.magnification, reducedMotion) });
  };

  useEffect(() => {
    if (!inControl && followed) follow(followed);
  }, [followed, inControl]);

  // Own navigation off while following.
  useEffect(() => {
    handle.current?.viewer()?.osd.setMouseNavEnabled(inControl);
  }, [inControl]);

  // Someone joined, or control just came here: send the current view again.
  const resend = useEffectEvent(() => {
    if (inControl && lastSample.current) send(lastSample.current);
  });
  useEffect(() => resend(), [resendKey, inControl]);

  const onSample = (sample: ViewportSample) => {
    lastSample.current = sample;
    const el = wrapper.current;
    if (el) {
      el.dataset.magnification = sample.magnification.toFixed(3);
      el.dataset.centerX = sample.center.x.toFixed(1);
      el.dataset.centerY = sample.center.y.toFixed(1);
      el.dataset.rotation = String(sample.rotation);
    }
    if (inControl) send(sample);
  };

  const onOpen = () => {
    handle.current?.viewer()?.osd.setMouseNavEnabled(inControl);
    if (wrapper.current) wrapper.current.dataset.open = 'true';
    if (!inControl && followed) follow(followed);
  };

  const objects: ViewerObject[] = useMemo(
    () => [
      ...(session.solution?.objects ?? []).map((o) => ({ id: o.id, x: o.x, y: o.y, label: 'Solution object', color: '#2f9e44' })),
      ...(pointer ? [{ id: 'teaching-pointer', x: pointer.x, y: pointer.y, label: 'Instructor pointer', color: '#e03131' }] : []),
    ],
    [session.solution, pointer],
  );

  return (
    <div ref={wrapper} data-testid="teaching-viewer" data-following={inControl ? 'false' : 'true'} style={{ height: '100%' }}>
      <WholeSlideViewer
        ref={handle}
        source={source}
        objects={objects}
        showControls={inControl}
        sampleIntervalMs={SEND_INTERVAL_MS}
        initialMagnification="fit"
        onViewportSample={onSample}
        onOpen={onOpen}
        onImageClick={(point) => inControl && sendPointer(point.x, point.y)}
        height="100%"
      />
    </div>
  );
}
