import { SKILL_PAGE_TEXT as P, type SkillCategory } from '@cytocampus/contracts';

/** A rate (0–1) as a whole percent; '–' when it has no denominator. */
export const rateText = (rate: number | null): string => (rate === null ? P.none : `${Math.round(rate * 100)}%`);

/** Kappa to two decimals ('–' when undefined). */
export const kappaText = (kappa: number | null): string => (kappa === null ? P.none : kappa.toFixed(2));

/** A time on a slide: '45 s', '2 min 05 s'. */
export function durationText(ms: number | null): string {
  if (ms === null) return P.none;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** A pace in mm²/min at 10x, one decimal. */
export const paceText = (pace: number | null): string => (pace === null ? P.none : `${pace.toFixed(1)} mm²/min`);

export const CATEGORIES: readonly SkillCategory[] = ['A', 'B', 'C', 'D'];

/**
 * How dark a matrix cell is: its count against the fullest cell's, so the eye finds where the
 * slides are. An empty cell is blank; a non-empty one is at least faintly shaded so it never reads
 * as empty. `dark` says the cell is dark enough to need light text.
 */
export function cellShade(count: number, max: number): { alpha: number; dark: boolean } {
  if (count <= 0 || max <= 0) return { alpha: 0, dark: false };
  const alpha = 0.15 + 0.85 * Math.min(1, count / max);
  return { alpha: Math.round(alpha * 100) / 100, dark: alpha >= 0.6 };
}

/** The fullest cell of a matrix. */
export const matrixMax = (matrix: Record<SkillCategory, Record<SkillCategory, number>>): number =>
  Math.max(0, ...CATEGORIES.flatMap((reference) => CATEGORIES.map((response) => matrix[reference][response])));
