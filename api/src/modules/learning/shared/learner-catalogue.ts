import { Inject, Injectable } from '@nestjs/common';
import { COURSE_ATTEMPTS_DEFAULT, type PtGridChoice, type CourseHeader, type LearnerCourseItem, type LearnerCourses } from '@cytocampus/contracts';
import { coursePassed, courseResult, lockedAfterFirstUnfinished, PRE_WORK_ITEM_NAME } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import {
  activeCourses,
  catalogueCourses,
  catalogueLearner,
  courseSummariesOfUser,
  currentAssignments,
  currentItemRevisions,
  organizationAssignments,
  standingItemProgress,
  standingItemRecords,
} from '@cytocampus/projections';
import { SQL } from '../../../infra/tokens.js';
import {
  assignmentEntries,
  contentTypeOf,
  courseItemRefs,
  isGraded,
  NO_SCHEDULE,
  testSlideIds,
  type AssignmentEntry,
  type RevisionRow,
} from './course-rows.js';

/** One of the learner's courses with its items' current revisions (for the checks of a checkout). */
export interface FoundCourse {
  header: CourseHeader;
  items: LearnerCourseItem[];
  /** The stats record (its review's id) that stands for each begun item, by item id. */
  records: Map<string, string>;
  revisions: Map<string, RevisionRow>;
  preWorkOrganization: boolean;
  /** The grid the assignment entry gives the course's proficiency tests ('profession' when not assigned). */
  ptGrid: PtGridChoice;
}

const ms = (date: Date | null): number | null => date?.getTime() ?? null;
const key = (type: string, itemId: string) => `${type}/${itemId}`;

/** The slides courses' items hold (item ids): active cases, known or unknown, and the slides of active tests. */
const slidesHeld = (items: ReadonlyMap<string, RevisionRow>): string[] => [
  ...new Set(
    [...items.values()].flatMap((row) => (!row.active ? [] : row.type === 'slide' ? [row.item_id] : row.type === 'test' ? testSlideIds(row.fields) : [])),
  ),
];

/**
 * Which courses a learner has (docs/adr/0021): those of their assignment (their own, else their
 * group's default, else their organization's, else the site's default), in its order and with its
 * entries' rules, and the other active courses their organization may see, to explore.
 */
@Injectable()
export class LearnerCatalogue {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async courses(userId: string): Promise<LearnerCourses> {
    const found = await this.load(userId, null);
    return { courses: found?.headers ?? [], preWorkOrganization: found?.learner.pre_work ?? false };
  }

  /** One course of the learner's with its items and their stats; null when it is not one of theirs. */
  async course(userId: string, moduleId: string): Promise<FoundCourse | null> {
    const found = await this.load(userId, moduleId);
    const header = found?.headers.find((h) => h.moduleId === moduleId);
    if (!found || !header) return null;
    const course = found.modules.get(moduleId);
    if (!course) return null;
    // One record per item: the attempt that stands for it (a practice quiz may have several).
    const stats = await standingItemRecords(this.sql, userId, moduleId);
    const statsOf = new Map(stats.map((s) => [s.item_id, s]));
    const refs = courseItemRefs(course.fields).filter((ref) => found.items.has(key(ref.type, ref.itemId)));
    const locked = lockedAfterFirstUnfinished(
      header.sequential,
      refs.map((ref) => statsOf.get(ref.itemId)?.progress ?? 0),
    );
    const items = refs.map((ref, i): LearnerCourseItem => {
      const row = found.items.get(key(ref.type, ref.itemId))!;
      const s = statsOf.get(ref.itemId);
      return {
        type: ref.type,
        itemId: ref.itemId,
        name: row.name,
        description: row.description,
        graded: isGraded(row, ref.type),
        stats: s
          ? {
              itemId: ref.itemId,
              refId: null,
              progress: s.progress,
              result: s.result,
              startTime: ms(s.start_time),
              firstStart: ms(s.start_time),
              submittedOn: ms(s.submitted_on),
            }
          : null,
        locked: locked[i] ?? false,
      };
    });
    return {
      header,
      items,
      records: new Map(stats.map((s) => [s.item_id, s.id])),
      revisions: found.items,
      preWorkOrganization: found.learner.pre_work,
      ptGrid: found.entries.find((e) => e.moduleId === moduleId)?.ptGrid ?? 'profession',
    };
  }

  /** The learner's courses that are assigned or begun, each with its items' types and progress (null: not begun). */
  async standings(userId: string): Promise<{ header: CourseHeader; items: { type: string; progress: number | null }[] }[]> {
    const found = await this.load(userId, null);
    if (!found) return [];
    const rows = await standingItemProgress(this.sql, userId);
    const progressOf = new Map(rows.map((r) => [`${r.module_id}/${r.item_id}`, r.progress]));
    return found.headers
      .filter((header) => header.assigned || header.firstStart !== null)
      .map((header) => ({
        header,
        items: courseItemRefs(found.modules.get(header.moduleId)!.fields)
          .filter((ref) => found.items.has(key(ref.type, ref.itemId)))
          .map((ref) => ({ type: ref.type, progress: progressOf.get(`${header.moduleId}/${ref.itemId}`) ?? null })),
      }));
  }

  /** Whether the slide is one the learner reviews: a case, known or unknown of one of their courses, or a slide of one of their tests. */
  async learnsSlide(userId: string, slideItemId: string): Promise<boolean> {
    const found = await this.load(userId, null);
    return found ? slidesHeld(found.items).includes(slideItemId) : false;
  }

  /**
   * The slides (item ids) of the courses assigned within the organization (by the assignment that
   * applies to one of its members), as cases, known or unknown, or in their tests: its instructors
   * may show them (docs/adr/0030).
   */
  async organizationSlides(orgId: string): Promise<string[]> {
    const assignments = await organizationAssignments(this.sql, orgId);
    // Only the courses matter here, not when each is scheduled.
    const moduleIds = [...new Set(assignments.flatMap((a) => assignmentEntries(a.fields, 0).map((e) => e.moduleId)))];
    if (moduleIds.length === 0) return [];
    return slidesHeld(await this.itemsOf(await activeCourses(this.sql, moduleIds)));
  }

  /** Whether one of the items (of `type`) is in one of the learner's courses (their players load its files). */
  async learnsAny(userId: string, type: string, itemIds: readonly string[]): Promise<boolean> {
    if (itemIds.length === 0) return false;
    const found = await this.load(userId, null);
    return itemIds.some((itemId) => found?.items.get(key(type, itemId))?.active === true);
  }

  private async load(userId: string, onlyModule: string | null) {
    const learner = await catalogueLearner(this.sql, userId);
    if (!learner) return null;
    const assignment = (await currentAssignments(this.sql, [learner.curriculum]))[0]?.fields;
    const entries = assignmentEntries(assignment, learner.created.getTime());
    const sequentialModules = assignment?.sequentialModules === true;
    // Assigned courses, and every other active course the organization sees (without one: public ones).
    const modules = await catalogueCourses(
      this.sql,
      entries.map((e) => e.moduleId),
      onlyModule,
      learner.org_id,
    );
    const moduleMap = new Map(modules.map((m) => [m.item_id, m]));
    const items = await this.itemsOf(modules);
    const summaries = await courseSummariesOfUser(this.sql, userId);
    const summaryOf = new Map(summaries.map((s) => [s.module_id, s]));
    const pinned = new Set(learner.pinned.filter((p) => p.type === 'module').map((p) => p.itemId));
    const assigned = entries.filter((e) => moduleMap.has(e.moduleId));
    const header = (module: RevisionRow, entry: AssignmentEntry | null, order: number | null): CourseHeader => {
      const own = courseItemRefs(module.fields).filter((ref) => items.has(key(ref.type, ref.itemId)));
      const summary = summaryOf.get(module.item_id);
      const progress = summary && own.length > 0 ? Math.min(1, summary.progress_sum / own.length) : 0;
      const result = summary ? courseResult(summary.result_sum, summary.graded_items) : null;
      const passingScore = entry?.passingScore ?? null;
      return {
        moduleId: module.item_id,
        name: module.name,
        description: module.description,
        itemCount: own.length,
        progress,
        lastSubmit: ms(summary?.last_submit ?? null),
        firstStart: ms(summary?.first_start ?? null),
        result,
        passingScore,
        attempt: summary?.attempt ?? 1,
        maxAttempts: entry?.maxAttempts ?? COURSE_ATTEMPTS_DEFAULT,
        schedule: entry?.schedule ?? NO_SCHEDULE,
        required: entry?.required ?? false,
        sequential: entry?.sequential ?? false,
        paceCertificateEnabled: module.fields.paceCertificateEnabled === true,
        paceProgramNumber: typeof module.fields.paceProgramNumber === 'string' ? module.fields.paceProgramNumber : null,
        assigned: entry !== null,
        passed: coursePassed(result, passingScore),
        gated: false,
        favorite: pinned.has(module.item_id),
        preWork: own.some((ref) => PRE_WORK_ITEM_NAME.test(items.get(key(ref.type, ref.itemId))?.name ?? '')),
        order,
      };
    };
    const assignedHeaders = assigned.map((entry, i) => header(moduleMap.get(entry.moduleId)!, entry, i));
    const gated = lockedAfterFirstUnfinished(
      sequentialModules,
      assignedHeaders.map((h) => h.progress),
    );
    assignedHeaders.forEach((h, i) => (h.gated = gated[i] ?? false));
    const assignedIds = new Set(assigned.map((e) => e.moduleId));
    const explore = modules.filter((m) => !assignedIds.has(m.item_id)).map((m) => header(m, null, null));
    return { learner, entries, headers: [...assignedHeaders, ...explore], modules: moduleMap, items };
  }

  /** The current revisions of the courses' items, keyed by how courses list them: a slide listed as a case is 'case/<slide item id>'. */
  private async itemsOf(modules: readonly RevisionRow[]): Promise<Map<string, RevisionRow>> {
    const refs = modules.flatMap((m) => courseItemRefs(m.fields));
    const itemRows = await currentItemRevisions(
      this.sql,
      refs.map((r) => r.itemId),
    );
    const rowOf = new Map(itemRows.map((r) => [key(r.type, r.item_id), r]));
    return new Map(
      refs.flatMap((ref) => {
        const row = rowOf.get(key(contentTypeOf(ref.type), ref.itemId));
        return row ? [[key(ref.type, ref.itemId), row] as const] : [];
      }),
    );
  }
}
