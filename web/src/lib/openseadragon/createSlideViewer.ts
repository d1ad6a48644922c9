/**
 * The whole-slide viewer: an imperative wrapper around OpenSeadragon, free of React, so screens
 * keep it in a ref (never in Redux) and tests can drive it. It speaks the product's units
 * (magnification, level-0 pixels, micrometres) and reports what reviews record.
 */
import './slideViewer.css';
import { pixelSpacing } from './calibration';
import { attachFilterPipeline } from './filterPipeline';
import { createFullScreen } from './fullScreen';
import { hasErrors, NEUTRAL_FILTERS, validateFilters, type FilterErrors, type ImageFilterSettings } from './imageFilters';
import { attachKeyboard } from './keyboardControl';
import type { ViewerCommand } from './keyboardCommands';
import {
  canStep,
  formatMagnification,
  magnificationFromImageZoom,
  objectMagnification,
  resolveObjectivePower,
  type MagnificationLimits,
} from './magnification';
import { createObjectMarkers, markerIdOf } from './objectMarkers';
import { createOsdViewer } from './osdViewer';
import { createRulerLayer, type RulerLayer } from './rulerLayer';
import { createDebouncer, createSampler, systemClock } from './sampler';
import { createScaleBarView, type ScaleBarView } from './scaleBarView';
import { createEmitter, createStateStore } from './stateStore';
import { log } from '../log';
import { VIEWER_DEFAULTS, VIEWER_TEXT } from './viewerConstants';
import { initialViewerState, type SlideViewer, type SlideViewerOptions } from './slideViewerApi';
import type { ViewerEvents, ViewerState, ViewerTool } from './viewerTypes';
import { viewerDeltaToImage } from './viewGeometry';
import { flipOrientation, normaliseRotation, rotateOrientation, type Rotation } from './viewOrientation';
import { createZoomControl } from './zoomControl';
import { sampleOf, sameSample, type ViewSample } from './viewportSample';
import { createAnnouncer, objectAtCentre, viewAnnouncement } from './viewAnnouncement';

export function createSlideViewer(options: SlideViewerOptions): SlideViewer {
  const { element, source } = options;
  const clock = options.clock ?? systemClock;
  const spacing = pixelSpacing(source.micronsPerPixel);
  const objectivePower = resolveObjectivePower(source.objectivePower, spacing?.x);
  const limits: MagnificationLimits = {
    min: options.minMagnification ?? VIEWER_DEFAULTS.minMagnification,
    max: options.maxMagnification ?? VIEWER_DEFAULTS.maxMagnification,
    stepFactor: options.zoomStepFactor ?? VIEWER_DEFAULTS.zoomStepFactor,
  };
  const initial = options.initialMagnification ?? VIEWER_DEFAULTS.initialMagnification;

  element.classList.add('cc-wsi-host');
  const osd = createOsdViewer({
    element,
    dziUrl: source.dziUrl,
    maxImageZoom: limits.max / objectivePower,
    tileRetryAttempts: options.tileRetryAttempts ?? VIEWER_DEFAULTS.tileRetryAttempts,
    tileRetryDelayMs: options.tileRetryDelayMs ?? VIEWER_DEFAULTS.tileRetryDelayMs,
    drawers: options.drawers ?? VIEWER_DEFAULTS.drawers,
    navigator: options.navigator ?? true,
    crossOriginPolicy: options.crossOriginPolicy ?? false,
  });
  const zoom = createZoomControl(osd, objectivePower, limits);
  const emitter = createEmitter<ViewerEvents>();
  const store = createStateStore<ViewerState>(initialViewerState(limits, spacing !== null));

  let filters = NEUTRAL_FILTERS;
  const pipeline = attachFilterPipeline(osd, () => filters);
  const filterRedraw = createDebouncer(() => pipeline.refresh(), options.filterRedrawDebounceMs ?? VIEWER_DEFAULTS.filterRedrawDebounceMs, clock);
  const sampler = createSampler(
    (sample: ViewSample) => emitter.emit('viewport', { at: clock.now(), ...sample }),
    options.sampleIntervalMs ?? VIEWER_DEFAULTS.viewportSampleIntervalMs,
    clock,
    sameSample,
  );
  const markers = createObjectMarkers(osd);
  const announcer = createAnnouncer((announcement) => store.update({ announcement }), clock);
  const scaleBar: ScaleBarView | null = spacing ? createScaleBarView(element, spacing, VIEWER_DEFAULTS.scaleBarMaxWidthPx) : null;
  const ruler: RulerLayer | null = spacing ? createRulerLayer(element, spacing, () => zoom.geometry(true)) : null;
  const fullScreen = createFullScreen(
    options.fullScreenElement ?? element,
    options.fullScreenRedrawDelaysMs ?? VIEWER_DEFAULTS.fullscreenRedrawDelaysMs,
    clock,
    () => osd.forceRedraw(),
    (on) => store.update({ fullScreen: on }),
  );

  const isOpen = () => store.get().status === 'open';

  /** Every frame the view moves: overlays follow, the label updates, a sample may go out. */
  const onViewChange = () => {
    if (!isOpen()) return;
    const view = zoom.geometry(true);
    scaleBar?.update(view);
    ruler?.redraw(view);
    const magnification = zoom.magnification(true);
    const target = zoom.magnification(false);
    store.update({
      magnification: Math.round(magnification * 100) / 100,
      magnificationLabel: formatMagnification(magnification),
      canZoomIn: canStep(target, 'in', limits),
      canZoomOut: canStep(target, 'out', limits),
    });
    sampler.push(sampleOf(view, magnification));
  };

  const imageSize = () => {
    const size = osd.world.getItemAt(0)?.getContentSize();
    return { width: size?.x ?? 0, height: size?.y ?? 0 };
  };

  /** Once the view rests (not every frame of a zoom): where it is, for the polite live region. */
  const onSettled = () => {
    onViewChange();
    if (!isOpen()) return;
    const view = zoom.geometry(true);
    const state = store.get();
    const centred = objectAtCentre(markers.list(), view);
    announcer.say(
      viewAnnouncement({
        magnificationLabel: state.magnificationLabel,
        center: view.center,
        imageSize: imageSize(),
        rotation: state.rotation,
        flipped: state.flipped,
        objectAtCentre: centred ? (centred.label ?? centred.id) : null,
      }),
    );
  };

  const home = (immediately = false) => {
    if (!isOpen()) return;
    if (initial === 'fit') osd.viewport.goHome(immediately);
    else {
      const size = osd.world.getItemAt(0)?.getContentSize();
      zoom.zoomTo(initial, { center: { x: (size?.x ?? 0) / 2, y: (size?.y ?? 0) / 2 }, immediately });
    }
    if (immediately) onSettled();
  };

  const setOrientation = (rotation: Rotation, flipped: boolean) => {
    if (!isOpen()) return;
    osd.viewport.setFlip(flipped);
    osd.viewport.setRotation(rotation);
    store.update({ rotation, flipped });
  };

  const setTool = (tool: ViewerTool) => {
    // Measuring needs a calibration; an uncalibrated slide stays in pan mode.
    if (tool === 'ruler' && !ruler) return;
    if (tool === 'pan') ruler?.clear();
    element.dataset.tool = tool;
    store.update({ tool, measurement: tool === 'pan' ? null : store.get().measurement });
  };

  const applyFilters = (next: ImageFilterSettings): FilterErrors => {
    const errors = validateFilters(next);
    if (hasErrors(errors)) return errors;
    filters = next;
    store.update({ filters });
    filterRedraw.call();
    return {};
  };

  const measureAt = (point: { x: number; y: number }) => {
    if (!ruler) return;
    const measurement = ruler.click(point);
    store.update({ measurement: measurement?.label ?? null });
    if (measurement) {
      announcer.sayNow(VIEWER_TEXT.rulerAnnouncement(measurement.label));
      emitter.emit('measure', measurement);
    }
  };

  /** A click at a level-0 point that is not on a marker: a ruler end, or the screen's (a mark while marking). */
  const clickImage = (point: { x: number; y: number }) => {
    if (store.get().tool === 'ruler' && ruler) measureAt(point);
    else emitter.emit('imageClick', point);
  };

  /** The next or previous object after the selected one (or the first / last), centred as a click on it would. */
  const stepObject = (direction: 'next' | 'previous') => {
    const objects = markers.list();
    if (objects.length === 0) {
      announcer.sayNow(VIEWER_TEXT.noObjects);
      return;
    }
    const at = objects.findIndex((object) => object.id === markers.selected());
    const index = at === -1 ? (direction === 'next' ? 0 : objects.length - 1) : (at + (direction === 'next' ? 1 : -1) + objects.length) % objects.length;
    emitter.emit('objectClick', { id: objects[index]!.id });
  };

  const stepGamma = (direction: 'up' | 'down') => {
    const { min, max } = VIEWER_DEFAULTS.gammaRange;
    const step = direction === 'up' ? VIEWER_DEFAULTS.gammaKeyStep : -VIEWER_DEFAULTS.gammaKeyStep;
    const gamma = Math.min(max, Math.max(min, Math.round((filters.gamma + step) * 100) / 100));
    applyFilters({ ...filters, gamma });
    announcer.sayNow(VIEWER_TEXT.gammaAnnouncement(gamma));
  };

  const run = (command: ViewerCommand) => {
    if (!isOpen()) return;
    const state = store.get();
    switch (command.type) {
      case 'pan': {
        const view = zoom.geometry(false);
        zoom.panByImage(viewerDeltaToImage({ x: command.dx * view.viewerSize.width, y: command.dy * view.viewerSize.height }, view));
        break;
      }
      case 'zoom':
        zoom.step(command.direction);
        break;
      case 'zoomTo':
        zoom.zoomTo(command.magnification);
        break;
      case 'rotate': {
        const next = rotateOrientation(state, command.direction);
        setOrientation(next.rotation, next.flipped);
        break;
      }
      case 'flip':
        setOrientation(state.rotation, !state.flipped);
        break;
      case 'gamma':
        stepGamma(command.direction);
        break;
      case 'home':
        home();
        break;
      case 'fullScreen':
        fullScreen.set(!state.fullScreen);
        break;
      case 'ruler':
        if (!ruler) announcer.sayNow(VIEWER_TEXT.rulerUncalibrated);
        else {
          setTool(state.tool === 'ruler' ? 'pan' : 'ruler');
          announcer.sayNow(state.tool === 'ruler' ? VIEWER_TEXT.rulerOff : VIEWER_TEXT.rulerOn);
        }
        break;
      case 'centre': {
        // Where the view is going, not where an animation has got to: a quick Enter after a pan acts where the pan ends.
        const view = zoom.geometry(false);
        const centred = state.tool === 'ruler' ? null : objectAtCentre(markers.list(), view);
        if (centred) emitter.emit('objectClick', { id: centred.id });
        else clickImage(view.center);
        break;
      }
      case 'object':
        stepObject(command.direction);
        break;
      case 'open':
        emitter.emit('panel', { panel: command.panel });
        break;
      case 'cancel':
        ruler?.clear();
        store.update({ measurement: null });
        break;
    }
  };
  const detachKeyboard = attachKeyboard(osd.canvas, run);

  const onPointer = (event: PointerEvent) => {
    const box = element.getBoundingClientRect();
    ruler?.hover(event.type === 'pointerleave' ? null : { x: event.clientX - box.left, y: event.clientY - box.top });
  };
  element.addEventListener('pointermove', onPointer);
  element.addEventListener('pointerleave', onPointer);

  osd.addHandler('open', () => {
    store.update({ status: 'open', error: null });
    zoom.applyLimits();
    home(true);
    markers.attach();
    const { width, height } = imageSize();
    emitter.emit('open', { width, height });
  });
  osd.addHandler('open-failed', (event) => {
    log.warn('The slide could not be opened', event.message);
    store.update({ status: 'failed', error: VIEWER_TEXT.openFailed });
    emitter.emit('openFailed', { message: VIEWER_TEXT.openFailed, detail: event.message });
  });
  // The limits are viewport zooms, which depend on the viewer's width: re-derive them on resize.
  osd.addHandler('resize', () => {
    if (isOpen()) zoom.applyLimits();
  });
  osd.addHandler('viewport-change', onViewChange);
  osd.addHandler('animation-finish', onSettled);
  osd.addHandler('canvas-click', (event) => {
    if (!event.quick || !isOpen()) return;
    const objectId = markerIdOf(event.originalTarget);
    if (objectId) {
      emitter.emit('objectClick', { id: objectId });
      return;
    }
    // OpenSeadragon has already undone the flip on this position, so its own conversion is exact.
    const { x, y } = osd.viewport.viewerElementToImageCoordinates(event.position);
    clickImage({ x, y });
  });
  osd.addHandler('tile-load-failed', (event) => {
    const failure = { url: event.tile.getUrl(), attempts: event.tries, gaveUp: event.maxReached };
    emitter.emit('tileFailed', failure);
    if (failure.gaveUp) log.warn('A slide tile could not be loaded', failure);
  });

  return {
    osd,
    getState: () => store.get(),
    subscribe: (listener) => store.subscribe(listener),
    on: (type, listener) => emitter.on(type, listener),
    zoomIn: () => run({ type: 'zoom', direction: 'in' }),
    zoomOut: () => run({ type: 'zoom', direction: 'out' }),
    zoomTo(magnification, zoomOptions) {
      if (isOpen()) zoom.zoomTo(magnification, zoomOptions);
    },
    home,
    rotate: (direction) => run({ type: 'rotate', direction }),
    setRotation: (rotation) => setOrientation(normaliseRotation(rotation), store.get().flipped),
    setFlipped: (flipped) => setOrientation(store.get().rotation, flipped),
    showView(view, immediately = true) {
      if (!isOpen()) return;
      osd.viewport.setFlip(view.flipped);
      osd.viewport.setRotation(view.rotation, immediately);
      zoom.zoomTo(magnificationFromImageZoom(view.scale, objectivePower), { center: view.center, immediately });
      store.update({ rotation: normaliseRotation(view.rotation), flipped: view.flipped });
      if (immediately) onSettled();
    },
    toggleFlip: () => {
      const next = flipOrientation(store.get());
      setOrientation(next.rotation, next.flipped);
    },
    setGamma: (gamma) => applyFilters({ ...filters, gamma }),
    setFilters: (change) => applyFilters({ ...filters, ...change }),
    resetFilters: () => void applyFilters(NEUTRAL_FILTERS),
    setTool,
    clearMeasurement: () => run({ type: 'cancel' }),
    setObjects: (objects) => markers.set(objects),
    setSelectedObject: (id) => markers.select(id),
    goToObject(id, goOptions = {}) {
      const object = markers.find(id);
      if (!object || !isOpen()) return false;
      const wanted = goOptions.magnification ?? objectMagnification(objectivePower, limits);
      if (wanted === 'keep') zoom.panTo(object, goOptions.immediately);
      else zoom.zoomTo(wanted, { center: object, immediately: goOptions.immediately });
      if (goOptions.immediately) onSettled();
      return true;
    },
    setFullScreen: (on) => fullScreen.set(on),
    getGeometry: () => zoom.geometry(true),
    focus: () => osd.canvas.focus(),
    destroy() {
      sampler.flush();
      announcer.cancel();
      filterRedraw.cancel();
      pipeline.detach();
      detachKeyboard();
      element.removeEventListener('pointermove', onPointer);
      element.removeEventListener('pointerleave', onPointer);
      fullScreen.destroy();
      markers.destroy();
      scaleBar?.destroy();
      ruler?.destroy();
      emitter.clear();
      osd.destroy();
      element.classList.remove('cc-wsi-host');
    },
  };
}
