/**
 * The viewer's numbers and texts. Values marked "spec" come from the specification (sections 4, 8
 * and 9); the others are ours and explained where they are used.
 */
export const VIEWER_DEFAULTS = {
  /** spec: initial zoom and minimum in reviews, as a magnification. */
  minMagnification: 1.25,
  initialMagnification: 1.25,
  /** spec: maximum zoom 40 and zoom step factor 2. */
  maxMagnification: 40,
  zoomStepFactor: 2,
  /** spec: the two shortcuts. */
  shortcutMagnifications: [10, 40] as const,
  /** spec: OOI zoom 0.25 of full resolution (10x on a 40x scan). */
  ooiZoom: 0.25,
  /** spec: initial gamma 1; gamma redraw debounced 250 ms. */
  gamma: 1,
  filterRedrawDebounceMs: 250,
  /** spec: fullscreen reset redraws. */
  fullscreenRedrawDelaysMs: [150, 450, 900] as const,
  /** spec: navigator size. */
  navigatorSize: '12em',
  /** spec: tile retries and wait. */
  tileRetryAttempts: 30,
  tileRetryDelayMs: 10_000,
  /**
   * Ours: the canvas drawer first (ADR 0014). Filters read every tile's pixels on the CPU anyway,
   * and without a GPU (hospital VDI) WebGL runs in software: a 20x view settled in 0.4 s with the
   * canvas drawer and 7.4 s with WebGL in headless Chromium. Both drawers work with the filters.
   */
  drawers: ['canvas', 'webgl'] as const,
  /** Ours: when a slide names no objective power, a 40x scan is the most common case. */
  objectivePower: 40,
  /** Ours: viewport samples at most four per second (replay and screening coverage). */
  viewportSampleIntervalMs: 250,
  /** Ours: the scale bar is at most this wide, so it never covers the tissue. */
  scaleBarMaxWidthPx: 160,
  /** Ours: arrow keys pan a tenth of the view, a third with Shift. */
  keyboardPanFraction: 0.1,
  keyboardPanFractionLarge: 1 / 3,
  /** Ours: g and Shift+G move the gamma by this, within the toolbar slider's range. */
  gammaKeyStep: 0.1,
  gammaRange: { min: 0.2, max: 3, step: 0.05 },
} as const;

/** Texts shown to the user. The first two groups are the spec's own words. */
export const VIEWER_TEXT = {
  openFailed: 'Failed to ready tile source',
  threshold: 'Threshold must be between 0 and 255.',
  brightness: 'Brightness adjustment must be between -255 and 255.',
  contrast: 'Contrast adjustment must be positive.',
  gamma: 'Gamma adjustment must be positive.',
  kernel: 'Convolution kernel must be a square grid of odd size (3 × 3, 5 × 5, …) of finite numbers.',
  viewerLabel: 'Whole-slide image',
  viewerHelp:
    'Arrow keys pan, Shift with an arrow pans further, plus and minus zoom, 1 and 4 zoom to 10x and 40x, R rotates, F flips, ] and [ go to the next and previous object, Enter acts at the centre of the view. Question mark lists every key.',
  keysDialogTitle: 'Keyboard shortcuts',
  viewerKeysTitle: 'Slide viewer (when the slide has focus)',
  keysButton: 'Keyboard shortcuts (?)',
  rulerAnnouncement: (distance: string) => `Measured distance ${distance}`,
  rulerOn: 'Ruler on: Enter places an end at the centre of the view.',
  rulerOff: 'Ruler off.',
  rulerUncalibrated: 'Measuring needs a calibrated slide.',
  gammaAnnouncement: (gamma: number) => `Gamma ${gamma.toFixed(2)}`,
  noObjects: 'No objects of interest on this view.',
} as const;
