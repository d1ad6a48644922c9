/**
 * Full screen of the viewer and its controls (not OpenSeadragon's element alone, so the toolbar
 * comes along). The layout settles over several frames after the switch, so the view is redrawn at
 * the spec's 150, 450 and 900 ms.
 */
import type { Clock } from './sampler';
import { log } from '../log';

export interface FullScreen {
  set(on: boolean): void;
  isOn(): boolean;
  destroy(): void;
}

export function createFullScreen(
  target: HTMLElement,
  redrawDelaysMs: readonly number[],
  clock: Clock,
  redraw: () => void,
  onChange: (on: boolean) => void,
): FullScreen {
  let pending: (() => void)[] = [];
  const isOn = () => document.fullscreenElement === target;

  const scheduleRedraws = () => {
    for (const cancel of pending) cancel();
    pending = redrawDelaysMs.map((delay) => clock.schedule(redraw, delay));
  };

  const changed = () => {
    scheduleRedraws();
    onChange(isOn());
  };
  document.addEventListener('fullscreenchange', changed);

  return {
    set(on) {
      if (on === isOn()) return;
      const switching = on ? target.requestFullscreen() : document.exitFullscreen();
      switching.catch((error: unknown) => log.warn('Full screen was refused', error));
    },
    isOn,
    destroy() {
      document.removeEventListener('fullscreenchange', changed);
      for (const cancel of pending) cancel();
      pending = [];
      if (isOn()) void document.exitFullscreen().catch(() => undefined);
    },
  };
}
