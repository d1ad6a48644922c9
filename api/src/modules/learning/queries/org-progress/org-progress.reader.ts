import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_CURRICULUM_ID,
  DIRECTORY_MSG,
  MSG,
  ORG_PROGRESS_BUCKETS,
  type OrgCourseAggregate,
  type OrgProgress,
  type OrgProgressCell,
  type OrgProgressLearner,
  type Preferences,
} from '@cytocampus/contracts';
import { coursePassed, courseResult, courseStanding, DomainError, standingLabel } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { userListScope, userView, type Actor } from '@cytocampus/permissions';
import { searchWords, type OrgProgressQueryValues } from '@cytocampus/schema';
import {
  courseSummariesOf,
  groupOptions,
  learnersPage,
  LEARNERS_FROM,
  organizationName,
  type CourseAggregateRow,
  type CourseSummaryRow,
  type LearnerPageRow,
} from '@cytocampus/projections';
import { SQL } from '../../../../infra/tokens.js';
import { SEARCH_ORDER, USER_ORDER } from '../../../accounts/index.js';
import { columnsOf, type AssignedCourse, type OrgProgressColumns } from './org-progress-columns.js';
import { aggregatesQuery, assignedQuery, ASSIGNMENTS_IN_USE, learnersWhere, type LearnerCriteria } from './org-progress-sql.js';

const ms = (date: Date | null): number | null => date?.getTime() ?? null;

/** The page's columns, and how many learners have each assignment when the filters alone tell (null: count them). */
type Columns = OrgProgressColumns & { learnersOf: Map<string, number> | null };

/** A course's figures before its learners are counted in. */
const NO_FIGURES = {
  begun: 0,
  started: 0,
  inProgress: 0,
  complete: 0,
  passed: 0,
  progressSum: 0,
  resultSum: 0,
  results: 0,
  buckets: Array.from({ length: ORG_PROGRESS_BUCKETS }, () => 0),
};

/** One learner's cell of one course: as the learner's course header shows it (LearnerCatalogue), with the summary's version. */
function cellOf(pair: AssignedCourse, summary: CourseSummaryRow | undefined): OrgProgressCell {
  const progress = summary && pair.itemCount > 0 ? Math.min(1, summary.progress_sum / pair.itemCount) : 0;
  const result = summary ? courseResult(summary.result_sum, summary.graded_items) : null;
  const firstStart = ms(summary?.first_start ?? null);
  return {
    moduleId: pair.moduleId,
    progress,
    result,
    passingScore: pair.passingScore,
    passed: coursePassed(result, pair.passingScore),
    status: standingLabel(courseStanding({ progress, firstStart, result, passingScore: pair.passingScore })),
    completeItems: summary?.complete_items ?? 0,
    firstStart,
    lastSubmit: ms(summary?.last_submit ?? null),
    version: summary?.version ?? 0,
  };
}

/** Whoever may list the organization's users may read its progress (userListScope): others are refused (403). */
function mayList(viewer: Actor, orgId: string): void {
  const scope = userListScope(viewer);
  if (scope === null || (!scope.all && scope.orgId !== orgId)) throw new DomainError('forbidden', MSG.forbidden);
}

/**
 * The organization progress page (docs/adr/0024): who may read it, its columns, a page of learners
 * with their cells, and the per-course aggregates, in a few queries whatever the organization's size.
 */
@Injectable()
export class OrgProgressReader {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  /** The organization's name, for a viewer who may list its users: 403 for another organization's manager, 404 for none. */
  async organization(viewer: Actor, orgId: string): Promise<string> {
    mayList(viewer, orgId);
    return this.orgName(orgId);
  }

  private async orgName(orgId: string): Promise<string> {
    const name = await organizationName(this.sql, orgId);
    if (name === null) throw new DomainError('not_found', DIRECTORY_MSG.organizationNotFound);
    return name;
  }

  async read(viewer: Actor, orgId: string, q: OrgProgressQueryValues): Promise<OrgProgress> {
    mayList(viewer, orgId);
    const criteria: LearnerCriteria = { orgId, groupId: q.groupId, curriculumId: q.curriculumId, words: searchWords(q.search), learnerId: q.learnerId };
    const [orgName, columns, groups] = await Promise.all([this.orgName(orgId), this.columns(criteria), groupOptions(this.sql, orgId)]);
    const paging = q.learnerId === undefined ? { page: q.page, limit: q.limit } : { page: 1, limit: 1 };
    // The aggregates count the learners too: the page counts them itself only without them.
    const [page, charts] = await Promise.all([
      q.part === 'charts' ? { rows: [], total: null } : this.learners(viewer, criteria, columns, paging, q.part === 'learners'),
      q.part === 'learners' ? { list: [], total: null } : this.aggregates(criteria, columns),
    ]);
    const total = page.total ?? charts.total ?? 0;
    return {
      orgId,
      orgName,
      courses: columns.courses,
      learners: page.rows,
      total,
      page: q.page,
      limit: q.limit,
      canNext: q.page * q.limit < total,
      aggregates: charts.list,
      groups,
      assignments: columns.names,
    };
  }

  /** Every learner the criteria select with their cells, for the export. */
  async everyone(viewer: Actor, orgId: string, criteria: Omit<LearnerCriteria, 'orgId'>) {
    const orgName = await this.organization(viewer, orgId);
    const full = { ...criteria, orgId };
    const columns = await this.columns(full);
    const [{ rows }, { list }] = await Promise.all([this.learners(viewer, full, columns, null, false), this.aggregates(full, columns)]);
    return { orgName, courses: columns.courses, learners: rows, aggregates: list };
  }

  /**
   * The columns: the courses of the assignments the group and assignment filters leave (a search
   * does not move columns); and, unless a search or one learner narrows them, how many learners the
   * filters leave per assignment.
   */
  private async columns(c: LearnerCriteria): Promise<Columns> {
    const { rows } = await this.sql.query<{ curriculum: string; group_id: string | null; learners: number }>(ASSIGNMENTS_IN_USE, [
      c.orgId,
      DEFAULT_CURRICULUM_ID,
    ]);
    const all = [...new Set(rows.map((r) => r.curriculum))];
    const shown = rows.filter(
      (r) => (c.groupId === undefined || r.group_id === c.groupId) && (c.curriculumId === undefined || r.curriculum === c.curriculumId),
    );
    const columns = await columnsOf(this.sql, all, [...new Set(shown.map((r) => r.curriculum))]);
    if (c.words.length > 0 || c.learnerId !== undefined) return { ...columns, learnersOf: null };
    const learnersOf = new Map<string, number>();
    for (const r of shown) learnersOf.set(r.curriculum, (learnersOf.get(r.curriculum) ?? 0) + r.learners);
    return { ...columns, learnersOf };
  }

  /** A page of learners (all of them when `paging` is null) with their cells, and (`counted`) how many match. */
  private async learners(
    viewer: Actor,
    c: LearnerCriteria,
    columns: Columns,
    paging: { page: number; limit: number } | null,
    counted: boolean,
  ): Promise<{ rows: OrgProgressLearner[]; total: number | null }> {
    const filter = learnersWhere(c);
    const count = counted ? this.sql.query<{ total: number }>(`select count(*)::int as total from ${LEARNERS_FROM} ${filter.where}`, [...filter.params]) : null;
    const siteDefault = filter.next(DEFAULT_CURRICULUM_ID);
    const window = paging ? `limit ${filter.next(paging.limit)} offset ${filter.next((paging.page - 1) * paging.limit)}` : '';
    const order = c.words.length > 0 ? SEARCH_ORDER : USER_ORDER;
    const [{ rows }, total] = await Promise.all([
      this.sql.query<LearnerPageRow>(learnersPage(`${filter.where} ${order} ${window}`, order, siteDefault), filter.params),
      count,
    ]);
    const modules = columns.courses.map((course) => course.moduleId);
    const summaries = await courseSummariesOf(
      this.sql,
      rows.map((r) => r.id),
      modules,
    );
    const summaryOf = new Map(summaries.map((s) => [`${s.user_id}/${s.module_id}`, s]));
    const learners = rows.map((row): OrgProgressLearner => {
      const seen = userView(viewer, { id: row.id, role: row.role, orgId: row.org_id, preferences: row.preferences as unknown as Preferences });
      const pairs = columns.byAssignment.get(row.curriculum) ?? [];
      return {
        id: row.id,
        firstName: seen.name ? row.first_name : row.alias,
        lastName: seen.name ? row.last_name : '',
        email: seen.email ? row.email : '',
        groupId: row.group_id,
        groupName: row.group_name,
        cells: Object.fromEntries(pairs.map((pair) => [pair.moduleId, cellOf(pair, summaryOf.get(`${row.id}/${pair.moduleId}`))])),
      };
    });
    return { rows: learners, total: total ? (total.rows[0]?.total ?? 0) : null };
  }

  /** The charts' figures per course, in the columns' order, and how many learners match. */
  private async aggregates(c: LearnerCriteria, columns: Columns): Promise<{ list: OrgCourseAggregate[]; total: number }> {
    const summaries = aggregatesQuery(c, columns.pairs);
    const assigned = assignedQuery(c);
    const [{ rows }, learnersOf] = await Promise.all([
      columns.pairs.length > 0 ? this.sql.query<CourseAggregateRow>(summaries.text, summaries.params) : { rows: [] as CourseAggregateRow[] },
      columns.learnersOf ??
        this.sql
          .query<{ curriculum: string; learners: number }>(assigned.text, assigned.params)
          .then(({ rows: counted }) => new Map(counted.map((r) => [r.curriculum, r.learners]))),
    ]);
    const sums = new Map(columns.courses.map((course) => [course.moduleId, { ...NO_FIGURES, buckets: NO_FIGURES.buckets.slice() }]));
    for (const row of rows) {
      const sum = sums.get(columns.pairs[row.pair - 1]!.moduleId)!;
      sum.begun += row.begun;
      sum.started += row.started;
      sum.inProgress += row.in_progress;
      sum.complete += row.complete;
      sum.passed += row.passed;
      sum.progressSum += row.progress_sum;
      sum.resultSum += row.result_sum;
      sum.results += row.results;
      if (row.bucket !== null) sum.buckets[row.bucket]! += row.results;
    }
    const list = columns.courses.map((course): OrgCourseAggregate => {
      const sum = sums.get(course.moduleId)!;
      const having = columns.pairs.filter((p) => p.moduleId === course.moduleId).reduce((n, p) => n + (learnersOf.get(p.curriculum) ?? 0), 0);
      return {
        moduleId: course.moduleId,
        assigned: having,
        notStarted: having - sum.begun,
        started: sum.started,
        inProgress: sum.inProgress,
        complete: sum.complete,
        passed: sum.passed,
        averageResult: sum.results > 0 ? sum.resultSum / sum.results : null,
        averageProgress: having > 0 ? sum.progressSum / having : 0,
        resultBuckets: sum.buckets,
      };
    });
    return { list, total: [...learnersOf.values()].reduce((sum, n) => sum + n, 0) };
  }
}
