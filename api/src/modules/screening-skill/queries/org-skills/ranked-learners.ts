import { Injectable } from '@nestjs/common';
import type { OrgSkillRow, SkillSort } from '@cytocampus/contracts';
import { byName, figureOrder } from './learner-order.js';

/** A learner's row without the medians (read for the shown page only). */
export type RankedRow = Omit<OrgSkillRow, 'medianTimeMs' | 'medianPaceMm2PerMinute'>;

interface Ranking {
  stamp: string;
  /** Each order asked for so far ('name asc', 'kappa desc'…). */
  orders: Map<string, RankedRow[]>;
  /** Ties go by name: a row's place in the name order, so a figure's sort compares numbers only. */
  tie: (a: RankedRow, b: RankedRow) => number;
}

/** Readings kept: a few organizations' managers, each with their period. */
const KEPT = 16;

/**
 * The organization's learners with their figures, kept per viewer and period while the
 * organization's tallies keep their stamp (skill_org_stamps, new with every change the projection
 * makes to them), each order sorted once (docs/adr/0036, "The organization view at scale").
 * Reading and ranking 5,000 learners takes a few hundred milliseconds; a page of a kept ranking, a
 * few. Any submit or clear in the organization gives it a new stamp, so the next request reads
 * again: the view is never behind the read model. Per API process; the oldest reading goes
 * first when more are kept.
 */
@Injectable()
export class RankedLearners {
  private readonly kept = new Map<string, Ranking>();

  async ordered(key: string, stamp: string, sort: SkillSort, order: 'asc' | 'desc', read: () => Promise<RankedRow[]>): Promise<RankedRow[]> {
    let ranking = this.kept.get(key);
    if (!ranking || ranking.stamp !== stamp) {
      const named = (await read()).sort(byName);
      const place = new Map(named.map((row, i) => [row, i]));
      ranking = {
        stamp,
        orders: new Map([
          ['name asc', named],
          ['name desc', [...named].reverse()],
        ]),
        tie: (a, b) => place.get(a)! - place.get(b)!,
      };
      this.kept.delete(key);
      this.kept.set(key, ranking);
      if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value!);
    }
    const name = `${sort} ${order}`;
    let ordered = ranking.orders.get(name);
    if (!ordered) {
      ordered = [...ranking.orders.get('name asc')!].sort(figureOrder(sort as Exclude<SkillSort, 'name'>, order, ranking.tie));
      ranking.orders.set(name, ordered);
    }
    return ordered;
  }
}
