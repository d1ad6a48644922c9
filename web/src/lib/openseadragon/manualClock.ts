/** For unit specs: a clock whose time and timers only move when told to (no real waiting). */
import type { Clock } from './sampler';

export function manualClock() {
  let now = 0;
  let timers: { at: number; task: () => void }[] = [];
  const clock: Clock = {
    now: () => now,
    schedule(task, ms) {
      const timer = { at: now + ms, task };
      timers.push(timer);
      return () => {
        timers = timers.filter((other) => other !== timer);
      };
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((timer) => timer !== due);
      now = due.at;
      due.task();
    }
    now = until;
  };
  return { clock, advance };
}
