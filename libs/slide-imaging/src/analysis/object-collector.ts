import { OOI_CATEGORIES, type OoiCategory } from './categories.js';
import type { ParsedObjectOfInterest } from './types.js';

/**
 * Gathers objects per category, then ranks them: by the file's rank when it gives one (1 = most
 * significant), else in file order; ranks are renumbered 1…n per category and ids are
 * `<category key>-<rank>` (never `custom-…`, which the spec keeps for objects users add).
 */
interface Pending {
  x: number;
  y: number;
  rank: number | null;
}

export class ObjectCollector {
  private readonly pending: Pending[][] = OOI_CATEGORIES.map(() => []);
  skipped = 0;

  add(category: OoiCategory, x: number | null, y: number | null, rank: number | null): void {
    if (x === null || y === null || x < 0 || y < 0) {
      this.skipped++;
      return;
    }
    this.pending[category.idx]!.push({ x: Math.round(x), y: Math.round(y), rank: rank !== null && rank >= 1 ? rank : null });
  }

  skip(): void {
    this.skipped++;
  }

  lists(): ParsedObjectOfInterest[][] {
    return this.pending.map((list, idx) => {
      const category = OOI_CATEGORIES[idx]!;
      const sorted = list.map((p, i) => ({ ...p, seq: i })).sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.seq - b.seq);
      return sorted.map((p, i) => ({
        id: `${category.key}-${i + 1}`,
        coords: { x: p.x, y: p.y },
        cat: { idx: category.idx, name: category.name },
        rank: i + 1,
        custom: false as const,
      }));
    });
  }
}
