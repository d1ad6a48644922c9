/** A course is passed when result × 100 is at least the passing score (spec part 2 section 9). */
export function coursePassed(result: number | null, passingScore: number | null): boolean {
  if (result === null || passingScore === null) return false;
  // Rounded so that 0.7 × 100 = 70.00000000000001 and 0.35 × 100 = 35.00000000000001 compare as meant.
  return Math.round(result * 100 * 1e6) / 1e6 >= passingScore;
}

/** The course summary's averages (spec part 3 "Stats record"): progress over the course's items, result over its completed graded items. */
export function courseAverages(
  itemCount: number,
  records: readonly { progress: number; result: number | null; graded: boolean }[],
): { progress: number; result: number | null } {
  const progress = itemCount === 0 ? 0 : Math.min(1, records.reduce((sum, r) => sum + r.progress, 0) / itemCount);
  const graded = records.filter((r) => r.graded && r.progress >= 1 && r.result !== null);
  const result = graded.length === 0 ? null : graded.reduce((sum, r) => sum + (r.result ?? 0), 0) / graded.length;
  return { progress, result };
}

/**
 * A course's result from its summary's sums (the stats projection keeps the sum over the standing
 * attempt of each completed graded item and their count): their average, null when none is graded.
 */
export const courseResult = (resultSum: number, gradedItems: number): number | null => (gradedItems > 0 ? resultSum / gradedItems : null);
