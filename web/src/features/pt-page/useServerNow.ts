import { useEffect, useState } from 'react';

/** How often countdowns move: minutes are the smallest unit they show. */
const TICK_MS = 15_000;

/** How far this browser's clock is behind the server's (ms), from an answer's `now` when it arrived. */
export const clockOffsetOf = (serverNow: number, receivedAt: number): number => serverNow - receivedAt;

/**
 * The server's time as it runs on (this browser's clock plus `offset`), renewed every few seconds:
 * countdowns tick from it. Never before `floor`, the server's time of the data shown: a tick up to
 * 15 s old must not count a deadline just set as a day further away.
 */
export function useServerNow(offset = 0, floor = 0): number {
  const [local, setLocal] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setLocal(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return Math.max(local + offset, floor);
}
