/** Time is injected so that tests can set it and domain code never reads a global clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
