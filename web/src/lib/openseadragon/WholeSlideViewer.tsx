/**
 * The React face of the viewer: it owns one SlideViewer in a ref (never in Redux, never in React
 * state), recreates it when the slide changes, forwards props to it and its events to callbacks,
 * and shows its state in the toolbar and a polite live region.
 */
import { useCallback, useEffect, useEffectEvent, useImperativeHandle, useRef, useState, useSyncExternalStore, type Ref } from 'react';
import { Loader, VisuallyHidden } from '@mantine/core';
import { createSlideViewer } from './createSlideViewer';
import { DEFAULT_LIMITS } from './magnification';
import { initialViewerState, type SlideViewer, type SlideViewerOptions, type WithViewer } from './slideViewerApi';
import { createStateStore } from './stateStore';
import { ViewerKeysDialog, type KeyHelpSection } from './ViewerKeysDialog';
import { ViewerToolbar, type ViewerPanel } from './ViewerToolbar';
import type { GoToObjectOptions, ImageFilterSettings, Point, SlideSource, ViewerEvents, ViewerObject, ViewerTool, ViewportSample } from './viewerTypes';
import classes from './WholeSlideViewer.module.css';

/** Options fixed for the life of one slide (changing them takes effect with the next slide). */
type FixedOptions = Pick<
  SlideViewerOptions,
  | 'minMagnification'
  | 'maxMagnification'
  | 'zoomStepFactor'
  | 'initialMagnification'
  | 'tileRetryAttempts'
  | 'tileRetryDelayMs'
  | 'sampleIntervalMs'
  | 'drawers'
  | 'navigator'
  | 'crossOriginPolicy'
>;

export interface WholeSlideViewerHandle {
  /** Centres an object at the user's OOI zoom (ooiZoomLevel / ooiZoomReset props). */
  goToObject(id: string): boolean;
  zoomTo(magnification: number): void;
  home(): void;
  /** Opens the keyboard help (a screen's own '?' outside the viewer). */
  openHelp(): void;
  /** The instance, for one-off imperative calls; do not keep it in state. */
  viewer(): SlideViewer | null;
}

export interface WholeSlideViewerProps extends FixedOptions {
  source: SlideSource;
  objects?: readonly ViewerObject[];
  selectedObjectId?: string | null;
  /** Controlled tool; without it the toolbar's ruler toggle manages its own. */
  tool?: ViewerTool;
  onToolChange?: (tool: ViewerTool) => void;
  /** The user's preferences (spec: default zoom of known-slide reviews). */
  ooiZoomLevel?: number | null;
  /** false: going to an object pans without changing the zoom. */
  ooiZoomReset?: boolean;
  showControls?: boolean;
  /** CSS height of the whole viewer (toolbar included). */
  height?: number | string;
  className?: string;
  onObjectClick?: (id: string) => void;
  onImageClick?: (point: Point) => void;
  onViewportSample?: (sample: ViewportSample) => void;
  onMeasure?: (measurement: ViewerEvents['measure']) => void;
  onOpen?: (size: ViewerEvents['open']) => void;
  onOpenFailed?: (failure: ViewerEvents['openFailed']) => void;
  onTileFailed?: (failure: ViewerEvents['tileFailed']) => void;
  /** What the screen adds to the keyboard help (its own keys), after the viewer's. */
  helpSections?: readonly KeyHelpSection[];
  /** The image filters as the user changed them (not called for the neutral filters a slide opens with). */
  onFiltersChange?: (filters: ImageFilterSettings) => void;
  ref?: Ref<WholeSlideViewerHandle>;
}

const NO_OBJECTS: readonly ViewerObject[] = [];

export function WholeSlideViewer(props: WholeSlideViewerProps) {
  const {
    source,
    objects = NO_OBJECTS,
    selectedObjectId = null,
    ooiZoomLevel,
    ooiZoomReset = true,
    showControls = true,
    height = '100%',
    className,
    ref,
  } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<SlideViewer | null>(null);
  const [ownTool, setOwnTool] = useState<ViewerTool>('pan');
  const [panel, setPanel] = useState<ViewerPanel | null>(null);
  // The root as state too: the help dialog renders inside it while it is full screen.
  const [rootElement, setRootElement] = useState<HTMLDivElement | null>(null);
  const attachRoot = useCallback((element: HTMLDivElement | null) => {
    rootRef.current = element;
    setRootElement(element);
  }, []);
  const tool = props.tool ?? ownTool;
  const [store] = useState(() =>
    createStateStore(
      initialViewerState(
        { ...DEFAULT_LIMITS, min: props.minMagnification ?? DEFAULT_LIMITS.min, max: props.maxMagnification ?? DEFAULT_LIMITS.max },
        source.micronsPerPixel !== null,
      ),
    ),
  );
  const state = useSyncExternalStore(store.subscribe, store.get);
  // A new viewer only when the slide really changes, not when the parent passes an equal object.
  const sourceKey = JSON.stringify(source);

  const createViewer = useEffectEvent((element: HTMLElement, fullScreenElement: HTMLElement) => {
    const {
      minMagnification,
      maxMagnification,
      zoomStepFactor,
      initialMagnification,
      tileRetryAttempts,
      tileRetryDelayMs,
      sampleIntervalMs,
      drawers,
      navigator,
      crossOriginPolicy,
    } = props;
    const fixed: FixedOptions = {
      minMagnification,
      maxMagnification,
      zoomStepFactor,
      initialMagnification,
      tileRetryAttempts,
      tileRetryDelayMs,
      sampleIntervalMs,
      drawers,
      navigator,
      crossOriginPolicy,
    };
    return createSlideViewer({ ...fixed, element, fullScreenElement, source });
  });
  const forward = useEffectEvent(<K extends keyof ViewerEvents>(type: K, payload: ViewerEvents[K]) => {
    const handlers: { [E in keyof ViewerEvents]?: (value: ViewerEvents[E]) => void } = {
      objectClick: ({ id }) => props.onObjectClick?.(id),
      imageClick: (point) => props.onImageClick?.(point),
      viewport: (sample) => props.onViewportSample?.(sample),
      measure: (measurement) => props.onMeasure?.(measurement),
      open: (size) => props.onOpen?.(size),
      openFailed: (failure) => props.onOpenFailed?.(failure),
      tileFailed: (failure) => props.onTileFailed?.(failure),
      panel: (request) => setPanel(request.panel),
    };
    handlers[type]?.(payload);
  });

  useEffect(() => {
    const element = hostRef.current;
    const root = rootRef.current;
    if (!element || !root) return;
    const viewer = createViewer(element, root);
    viewerRef.current = viewer;
    store.update(viewer.getState());
    const stops = [
      viewer.subscribe((next) => store.update(next)),
      ...(['objectClick', 'imageClick', 'viewport', 'measure', 'open', 'openFailed', 'tileFailed', 'panel'] as const).map((type) =>
        viewer.on(type, (payload) => forward(type, payload)),
      ),
    ];
    return () => {
      for (const stop of stops) stop();
      viewer.destroy();
      viewerRef.current = null;
    };
  }, [sourceKey, store]);

  const reportFilters = useEffectEvent((filters: ImageFilterSettings) => props.onFiltersChange?.(filters));
  const shownFilters = useRef(state.filters);
  useEffect(() => {
    if (state.filters === shownFilters.current) return;
    shownFilters.current = state.filters;
    reportFilters(state.filters);
  }, [state.filters]);

  // sourceKey: a new viewer needs the current objects, selection and tool too.
  useEffect(() => viewerRef.current?.setObjects(objects), [objects, sourceKey]);
  useEffect(() => viewerRef.current?.setSelectedObject(selectedObjectId), [selectedObjectId, sourceKey]);
  useEffect(() => viewerRef.current?.setTool(tool), [tool, sourceKey]);

  useImperativeHandle(
    ref,
    () => ({
      goToObject(id) {
        const options: GoToObjectOptions = { magnification: ooiZoomReset ? (ooiZoomLevel ?? undefined) : 'keep' };
        return viewerRef.current?.goToObject(id, options) ?? false;
      },
      zoomTo: (magnification) => viewerRef.current?.zoomTo(magnification),
      home: () => viewerRef.current?.home(),
      openHelp: () => setPanel('help'),
      viewer: () => viewerRef.current,
    }),
    [ooiZoomLevel, ooiZoomReset],
  );

  const withViewer: WithViewer = useCallback((action) => {
    if (viewerRef.current) action(viewerRef.current);
  }, []);
  const onToolChange = props.onToolChange;
  const changeTool = useCallback(
    (next: ViewerTool) => {
      setOwnTool(next);
      onToolChange?.(next);
    },
    [onToolChange],
  );

  return (
    <div ref={attachRoot} className={[classes.root, className].filter(Boolean).join(' ')} style={{ height }}>
      {showControls && (
        <ViewerToolbar className={classes.bar} state={state} withViewer={withViewer} onToolChange={changeTool} panel={panel} onPanel={setPanel} />
      )}
      <div className={classes.stage}>
        <div ref={hostRef} className={classes.canvas} data-testid="slide-viewer" />
        {state.status !== 'open' && (
          <div className={classes.status}>
            {state.status === 'failed' ? (
              <div role="alert" className={classes.failure}>
                {state.error}
              </div>
            ) : (
              <Loader color="gray.4" aria-label="Loading slide" />
            )}
          </div>
        )}
      </div>
      <VisuallyHidden role="status" aria-live="polite" data-testid="viewer-announcement">
        {state.announcement}
      </VisuallyHidden>
      <ViewerKeysDialog opened={panel === 'help'} onClose={() => setPanel(null)} sections={props.helpSections} target={state.fullScreen ? rootElement : null} />
    </div>
  );
}
