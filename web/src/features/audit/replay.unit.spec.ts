import { describe, expect, it } from '@jest/globals';
import type { ReplayEvent, ReplayView, ReviewReplay } from '@cytocampus/contracts';
import { durationWords } from './auditTexts';
import { coveragePixels, heatColor, UNSCREENED_TISSUE } from './coverageImage';
import { sampleOf } from '../../lib/openseadragon/viewportSample';
import { fittedScale, momentAt, momentsOf, orderedReplay, showsViewAtOnce, shownRotation } from './replayMoment';
import { buildTimeline, formatClock, GAP_REPLAY_MS, toReal, toReplay } from './replayTimeline';

const DAY = 86_400_000;
const T0 = 1_700_000_000_000;

const view = (at: number, page: number, x = 100): ReplayView => ({
  at,
  page,
  session: 's1',
  center: { x, y: 50 },
  magnification: 10,
  rotation: 0,
  flipped: false,
  corners: [
    { x: x - 400, y: 0 },
    { x: x + 400, y: 0 },
    { x: x + 400, y: 300 },
    { x: x - 400, y: 300 },
  ],
  canvas: { width: 200, height: 75 },
});
const event = (at: number, kind: ReplayEvent['kind'], page: number | null): ReplayEvent => ({ at, kind, page, text: kind, point: null });

function replayOf(events: ReplayEvent[], views: ReplayView[]): ReviewReplay {
  const slide = (page: number) => ({
    page,
    itemId: `s${page}`,
    name: `Slide ${page}`,
    category: 'GYN' as const,
    image: null,
    objects: [],
    solution: null,
    answer: null,
  });
  return orderedReplay({ review: {} as ReviewReplay['review'], slides: [slide(0), slide(1)], events, views });
}

describe('the replay clock', () => {
  it('plays in real time, and a quiet stretch over a minute (a review over days) as 2 s, marked as a gap', () => {
    const timeline = buildTimeline([T0 + 5000, T0, T0 + 5000, T0 + 65_000, T0 + DAY]);
    expect(timeline.duration).toBe(5000 + 60_000 + GAP_REPLAY_MS);
    expect(timeline.gaps).toEqual([{ replay: 65_000, realMs: DAY - 65_000 }]);
    expect(toReplay(timeline, T0 + 5000)).toBe(5000);
    expect(toReplay(timeline, T0 + DAY)).toBe(67_000);
    // Half-way through the gap is half-way through its two seconds.
    expect(toReplay(timeline, T0 + 65_000 + (DAY - 65_000) / 2)).toBe(66_000);
    expect(toReal(timeline, 66_000)).toBe(T0 + 65_000 + (DAY - 65_000) / 2);
    for (const at of [T0, T0 + 5000, T0 + 65_000, T0 + DAY]) expect(toReal(timeline, toReplay(timeline, at))).toBe(at);
    // Before the start and past the end.
    expect(toReplay(timeline, T0 - 1)).toBe(0);
    expect(toReal(timeline, 999_999)).toBe(T0 + DAY + 999_999 - 67_000);
  });

  it('reads the clock as m:ss, or h:mm:ss from an hour', () => {
    expect(formatClock(65_400)).toBe('1:05');
    expect(formatClock(3_725_000)).toBe('1:02:05');
    expect(formatClock(-5)).toBe('0:00');
  });

  it('has no length without moments', () => {
    expect(buildTimeline([])).toEqual({ anchors: [], gaps: [], duration: 0 });
    expect(toReal(buildTimeline([]), 10)).toBe(0);
  });
});

describe('what the replay shows at a moment', () => {
  const replay = replayOf(
    [event(T0, 'session', null), event(T0 + 1000, 'page', 0), event(T0 + 9000, 'page', 1), event(T0 + 9500, 'objectClick', 1)],
    [view(T0 + 2000, 0, 100), view(T0 + 3000, 0, 200), view(T0 + 10_000, 1, 300)],
  );

  it('is the last view recorded by then, exactly at its time too', () => {
    expect(momentAt(replay, T0 + 2999)).toMatchObject({ page: 0, view: { center: { x: 100 } }, eventIndex: 1 });
    expect(momentAt(replay, T0 + 3000)).toMatchObject({ page: 0, view: { center: { x: 200 } } });
  });

  it('follows a page change before the new page has a view (nothing to show yet), then its views', () => {
    expect(momentAt(replay, T0 + 9000)).toEqual({ page: 1, view: null, eventIndex: 2 });
    expect(momentAt(replay, T0 + 10_000)).toMatchObject({ page: 1, view: { center: { x: 300 } }, eventIndex: 3 });
  });

  it('starts on the first slide with nothing before the first moment', () => {
    expect(momentAt(replay, T0 - 1)).toEqual({ page: 0, view: null, eventIndex: -1 });
  });

  it('orders views and events by time and lists every moment', () => {
    const mixed = replayOf([event(T0 + 5, 'save', null), event(T0, 'session', null)], [view(T0 + 9, 0), view(T0 + 1, 0)]);
    expect(mixed.events.map((e) => e.at)).toEqual([T0, T0 + 5]);
    expect(mixed.views.map((v) => v.at)).toEqual([T0 + 1, T0 + 9]);
    expect(momentsOf(mixed).sort()).toEqual([T0, T0 + 1, T0 + 5, T0 + 9]);
  });
});

describe('a recorded view on another canvas', () => {
  // 800 × 300 level-0 pixels were on a 200 × 75 canvas: 0.25 screen pixels per level-0 pixel.
  const recorded = view(T0, 0);

  it('keeps the recorded scale on a canvas of the recorded size, and scales it to fit otherwise', () => {
    expect(fittedScale(recorded, { width: 200, height: 75 })).toBeCloseTo(0.25);
    expect(fittedScale(recorded, { width: 100, height: 75 })).toBeCloseTo(0.125);
    expect(fittedScale(recorded, { width: 400, height: 75 })).toBeCloseTo(0.25);
  });

  it('measures a rotated view along its own sides', () => {
    const corners = [
      { x: 0, y: 0 },
      { x: 0, y: 800 },
      { x: -300, y: 800 },
      { x: -300, y: 0 },
    ];
    const turned = { ...recorded, corners };
    expect(fittedScale(turned, { width: 200, height: 75 })).toBeCloseTo(0.25);
  });

  it('answers 0 for a view without an area', () => {
    expect(fittedScale({ corners: [], canvas: { width: 1, height: 1 } }, { width: 10, height: 10 })).toBe(0);
  });
});

describe('the rotation a recorded view had', () => {
  const sampled = (rotation: number, flipped: boolean) => {
    const sample = sampleOf({ center: { x: 4000, y: 2500 }, rotation, flipped, scale: 0.25, viewerSize: { width: 900, height: 600 } }, 10);
    return { corners: sample.corners, rotation: sample.rotation, flipped };
  };

  it('is read from the corners, so a sample taken mid-rotation is shown tilted as it was', () => {
    for (const flipped of [false, true]) {
      expect(shownRotation(sampled(37, flipped))).toBeCloseTo(37, 0);
      expect(shownRotation(sampled(200, flipped))).toBeCloseTo(200, 0);
    }
  });

  it('is an exact quarter turn when the view rested on one', () => {
    for (const rotation of [0, 90, 180, 270]) {
      expect(shownRotation(sampled(rotation, false))).toBe(rotation);
      expect(shownRotation(sampled(rotation, true))).toBe(rotation);
    }
  });

  it('falls back to the recorded quarter turn without corners', () => {
    expect(shownRotation({ corners: [], rotation: 90, flipped: false })).toBe(90);
  });
});

describe('the heat map', () => {
  it('is clear where nothing was screened, blue on unscreened tissue, yellow to red with time', () => {
    expect(heatColor(0)[3]).toBe(0);
    expect(heatColor(1)).toEqual([255, 220, 0, 70]);
    expect(heatColor(255)).toEqual([255, 0, 0, 160]);
    const pixels = coveragePixels({
      grid: { cols: 3, rows: 1, cellSize: 10 },
      heat: btoa(String.fromCharCode(0, 0, 255)),
      tissue: btoa(String.fromCharCode(0, 1, 1)),
    });
    expect([...pixels]).toEqual([0, 0, 0, 0, ...UNSCREENED_TISSUE, 255, 0, 0, 160]);
  });

  it('draws no tint when the tissue is unknown', () => {
    const pixels = coveragePixels({ grid: { cols: 2, rows: 1, cellSize: 10 }, heat: btoa(String.fromCharCode(0, 1)), tissue: '' });
    expect([...pixels]).toEqual([0, 0, 0, 0, 255, 220, 0, 70]);
  });
});

describe('durations in words', () => {
  it('says seconds, minutes, hours or days', () => {
    expect(durationWords(45_400)).toBe('45 s');
    expect(durationWords(200_000)).toBe('3 min 20 s');
    expect(durationWords(180_000)).toBe('3 min');
    expect(durationWords(7_500_000)).toBe('2 h 5 min');
    expect(durationWords(5 * 86_400_000)).toBe('5 days');
  });
});

describe('animating the replay viewer', () => {
  it('animates only while playing at up to 2×, and never with reduced motion asked for', () => {
    expect(showsViewAtOnce({ playing: true, speed: 1, reducedMotion: false })).toBe(false);
    expect(showsViewAtOnce({ playing: true, speed: 2, reducedMotion: false })).toBe(false);
    expect(showsViewAtOnce({ playing: true, speed: 4, reducedMotion: false })).toBe(true);
    expect(showsViewAtOnce({ playing: false, speed: 1, reducedMotion: false })).toBe(true);
    expect(showsViewAtOnce({ playing: true, speed: 1, reducedMotion: true })).toBe(true);
  });
});
