import { describe, expect, it } from '@jest/globals';
import { commandForKey } from './keyboardCommands';
import { createDebouncer, createSampler } from './sampler';
import { manualClock } from './manualClock';
import { createStateStore } from './stateStore';
import { sameSample, sampleOf } from './viewportSample';

describe('viewport sampling', () => {
  it('delivers at most one value per interval, and always the last one', () => {
    const { clock, advance } = manualClock();
    const seen: { value: number; at: number }[] = [];
    const sampler = createSampler<number>(
      (value) => seen.push({ value, at: clock.now() }),
      250,
      clock,
      (a, b) => a === b,
    );
    // Sixty frames a second for one second.
    for (let frame = 1; frame <= 60; frame += 1) {
      sampler.push(frame);
      advance(1000 / 60);
    }
    advance(1000);
    const values = seen.map((sample) => sample.value);
    expect(values[0]).toBe(1);
    expect(values[values.length - 1]).toBe(60);
    expect(values.length).toBeGreaterThanOrEqual(4);
    expect(values.length).toBeLessThanOrEqual(5);
    for (let index = 1; index < seen.length; index += 1) expect(seen[index]!.at - seen[index - 1]!.at).toBeGreaterThanOrEqual(250);
  });

  it('never repeats the same value and can flush or cancel what waits', () => {
    const { clock, advance } = manualClock();
    const seen: number[] = [];
    const sampler = createSampler<number>(
      (value) => seen.push(value),
      250,
      clock,
      (a, b) => a === b,
    );
    sampler.push(1);
    sampler.push(1);
    advance(300);
    sampler.push(1);
    expect(seen).toEqual([1]);
    sampler.push(2);
    sampler.push(3);
    sampler.push(4);
    expect(seen).toEqual([1, 2]);
    sampler.flush();
    expect(seen).toEqual([1, 2, 4]);
    sampler.push(5);
    sampler.cancel();
    advance(1000);
    expect(seen).toEqual([1, 2, 4]);
  });

  it('debounces redraws (gamma, spec: 250 ms)', () => {
    const { clock, advance } = manualClock();
    let runs = 0;
    const debouncer = createDebouncer(() => (runs += 1), 250, clock);
    debouncer.call();
    advance(200);
    debouncer.call();
    advance(200);
    expect(runs).toBe(0);
    advance(50);
    expect(runs).toBe(1);
    debouncer.call();
    debouncer.cancel();
    advance(500);
    expect(runs).toBe(1);
  });
});

describe('state store', () => {
  it('tells listeners only about real changes, with a new object each time', () => {
    const store = createStateStore({ zoom: 1, label: 'a' });
    const seen: object[] = [];
    const stop = store.subscribe((state) => seen.push(state));
    const first = store.get();
    store.update({ zoom: 1 });
    expect(store.get()).toBe(first);
    store.update({ zoom: 2 });
    expect(store.get()).toEqual({ zoom: 2, label: 'a' });
    stop();
    store.update({ label: 'b' });
    expect(seen).toHaveLength(1);
  });
});

describe('keyboard commands', () => {
  const press = (key: string, extra: Partial<Parameters<typeof commandForKey>[0]> = {}) =>
    commandForKey({ key, shiftKey: false, ctrlKey: false, altKey: false, metaKey: false, ...extra });

  it('pans with arrows (further with Shift), zooms with + and -, rotates with r and R', () => {
    expect(press('ArrowRight')).toEqual({ type: 'pan', dx: 0.1, dy: 0 });
    expect(press('ArrowUp', { shiftKey: true })).toEqual({ type: 'pan', dx: 0, dy: -1 / 3 });
    expect(press('+')).toEqual({ type: 'zoom', direction: 'in' });
    expect(press('=')).toEqual({ type: 'zoom', direction: 'in' });
    expect(press('-')).toEqual({ type: 'zoom', direction: 'out' });
    expect(press('r')).toEqual({ type: 'rotate', direction: 'clockwise' });
    expect(press('R', { shiftKey: true })).toEqual({ type: 'rotate', direction: 'counterclockwise' });
    expect(press('f')).toEqual({ type: 'flip' });
    expect(press('0')).toEqual({ type: 'home' });
    expect(press('Escape')).toEqual({ type: 'cancel' });
  });

  it('leaves other keys and browser shortcuts alone', () => {
    expect(press('x')).toBeNull();
    expect(press('+', { ctrlKey: true })).toBeNull();
    expect(press('r', { metaKey: true })).toBeNull();
  });
});

describe('viewport samples', () => {
  const view = { center: { x: 1000.4, y: 2000.6 }, scale: 0.25, rotation: 90, flipped: true, viewerSize: { width: 800, height: 400 } };

  it('reports the centre, the visible level-0 area, its corners as the screen shows them and the magnification in round numbers', () => {
    expect(sampleOf(view, 10.004)).toEqual({
      center: { x: 1000, y: 2001 },
      bounds: { x: 200, y: 401, width: 1600, height: 3200 },
      // Turned a quarter and mirrored: the screen's top edge runs down the slide's left side.
      corners: [
        { x: 200, y: 401 },
        { x: 200, y: 3601 },
        { x: 1800, y: 3601 },
        { x: 1800, y: 401 },
      ],
      canvas: { width: 800, height: 400 },
      magnification: 10,
      rotation: 90,
      flipped: true,
    });
  });

  it('treats rounding noise as the same view', () => {
    expect(sameSample(sampleOf(view, 10), sampleOf({ ...view, center: { x: 1000.1, y: 2000.9 } }, 10.001))).toBe(true);
    expect(sameSample(sampleOf(view, 10), sampleOf({ ...view, rotation: 180 }, 10))).toBe(false);
  });
});
