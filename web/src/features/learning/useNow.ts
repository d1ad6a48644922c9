import { useEffect, useState } from 'react';

/** The time, redrawn every `periodMs`: schedules and countdowns move on while the page stays open. */
export function useNow(periodMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), periodMs);
    return () => window.clearInterval(timer);
  }, [periodMs]);
  return now;
}
