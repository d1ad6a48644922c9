import { Inject, Injectable } from '@nestjs/common';
import type { PtSetCheck } from '@cytocampus/contracts';
import { checkPtPool, PT_SET_MSG, type PtSetSize, type PtSetSlide } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { contentListScope, type Actor } from '@cytocampus/permissions';
import { currentRevisions, slideImageComplete, SqlFilter, visibleInOrg } from '@cytocampus/projections';
import { SQL } from '../../../infra/tokens.js';

interface SolutionRow {
  item_id: string;
  solution: { type?: unknown; result?: unknown } | null;
}

const solutionOf = ({ solution }: SolutionRow): PtSetSlide['solution'] =>
  solution && typeof solution.type === 'string'
    ? { type: solution.type, result: typeof solution.result === 'string' && solution.result !== '' ? solution.result : null }
    : null;

/**
 * The slides a proficiency test of organization `orgId` (null: site-wide) may use, as its author
 * sees them: those the author may read that are visible in the test's organization (all the author
 * may read for a site-wide test). Null when the author may use none (no slide list, or another
 * organization's test).
 */
function usableSlides(author: Actor, orgId: string | null): SqlFilter | null {
  const scope = contentListScope(author, 'slide');
  if (scope === null) return null;
  const org = orgId ?? (scope.all ? null : scope.orgId);
  if (!scope.all && org !== scope.orgId) return null;
  const filter = new SqlFilter();
  if (org !== null) filter.add(visibleInOrg('c', '?'), org, org, org);
  return filter;
}

/** Reads slides' solutions for the rules of proficiency sets from the content read model (slides' current revisions). */
@Injectable()
export class PtSlides {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  /** A fixed set's slides in the test's order; a slide that is unknown or that the author may not use has no solution. */
  async listed(author: Actor, orgId: string | null, itemIds: readonly string[]): Promise<PtSetSlide[]> {
    const filter = usableSlides(author, orgId);
    const found = new Map<string, PtSetSlide['solution']>();
    if (filter && itemIds.length > 0) {
      filter.add('c.item_id = any(?)', [...new Set(itemIds)]);
      const { rows } = await this.sql.query<SolutionRow>(
        `select c.item_id, c.fields->'solution' as solution from ${currentRevisions('slide')} c ${filter.where}`,
        filter.params,
      );
      for (const row of rows) found.set(row.item_id, solutionOf(row));
    }
    return itemIds.map((id) => ({ id, solution: found.get(id) ?? null }));
  }

  /**
   * A pool's check for a `size`-slide test: the active slides tagged `tag` that the author may use
   * count when their image is made, as a drawn attempt takes only those; a refusal says how many
   * more are still being processed.
   */
  async checkPool(author: Actor, orgId: string | null, size: PtSetSize, tag: string): Promise<PtSetCheck> {
    const filter = usableSlides(author, orgId);
    if (!filter) return checkPtPool(size, []);
    filter.add('c.active').add('c.tags @> jsonb_build_array(?::text)', tag);
    const { rows } = await this.sql.query<SolutionRow & { ready: boolean }>(
      `select c.item_id, c.fields->'solution' as solution, ${slideImageComplete('c')} as ready from ${currentRevisions('slide')} c ${filter.where}`,
      filter.params,
    );
    const check = checkPtPool(
      size,
      rows.filter((row) => row.ready).map((row) => ({ id: row.item_id, solution: solutionOf(row) })),
    );
    const processing = rows.filter((row) => !row.ready && solutionOf(row)?.type === 'GYN').length;
    if (!check.problem || processing === 0) return check;
    return { ...check, problem: { ...check.problem, message: `${check.problem.message} ${PT_SET_MSG.poolProcessing(processing)}` } };
  }
}
