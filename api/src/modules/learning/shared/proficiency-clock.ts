import { PT_PASS_MARK_PERCENT, type PtAttemptClock } from '@cytocampus/contracts';
import type { ProficiencyAttempt } from '@cytocampus/domain';

/** An attempt's rules and clock as a learner's screen counts down from them; `serverNow` lets it correct its own clock. */
export const ptClockOf = (pt: ProficiencyAttempt, serverNow: number): PtAttemptClock => ({
  size: pt.size,
  grid: pt.grid,
  timeLimit: Math.round((pt.deadline - pt.startedAt) / 60_000),
  passPercent: PT_PASS_MARK_PERCENT,
  startedAt: pt.startedAt,
  deadline: pt.deadline,
  serverNow,
});
