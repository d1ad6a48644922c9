import type { ObjectScreening, ScreeningOutcome, SkillCategory, UnclassifiedReason } from '@cytocampus/contracts';
import { TALLY_COLUMNS } from '@cytocampus/domain';
import type { SqlExecutor } from '@cytocampus/event-store';

/**
 * How the API reads the screeningSkill read model (ADR 0002 "Readers"; docs/adr/0036): its rows and
 * its queries live beside the projection that writes the tables (the practice recommender's, which
 * join other models, in practice-library.reader.ts).
 */

/** The columns of a skill_pages row that say how a page was judged. */
export interface SkillClassificationColumns {
  reference_result: string | null;
  reference_category: SkillCategory | null;
  response_result: string | null;
  response_category: SkillCategory | null;
  correct: boolean | null;
  outcome: ScreeningOutcome | null;
  unclassified: UnclassifiedReason | null;
  objects_total: number;
  objects_seen: number;
  seen_marked: boolean;
}

/** A skill_pages row: one submitted, diagnosed slide page. */
export interface SkillPageRow extends SkillClassificationColumns {
  review_id: string;
  page: number;
  user_id: string;
  /** The learner's organization at checkout. */
  org_id: string | null;
  module_id: string;
  item_id: string;
  slide_id: string;
  revision_id: string;
  submitted_at: Date;
  solution_type: string;
  objects: ObjectScreening[];
  tissue_percent: number | null;
  time_ms: number;
  screened_ms: number;
  tissue_mm2: number | null;
  pace: number | null;
}

/** A scored page (one with a solution) as the calibration reads it. */
export interface ClassifiedPageRow extends SkillClassificationColumns {
  review_id: string;
  page: number;
  user_id: string;
  slide_id: string;
  submitted_at: Date;
  correct: boolean;
  time_ms: number;
  tissue_percent: number | null;
  pace: number | null;
}

/** Months of a period, 'YYYY-MM', both included: what the monthly tallies are read over. */
export interface SkillMonths {
  from: string;
  to: string;
}

/** The instants a period spans (`end` excluded): what the pages are read over. */
export interface SkillSpan {
  start: Date;
  end: Date;
}

/** A row of tally counts (TALLY_COLUMNS of libs/domain), with the month or learner it counts. */
export type TallyRow<Key extends string> = Record<string, number> & Record<Key, string>;

/** An organization's tallies over a period, as stored: the stamp they were read at, its months, its result pairs and its spreads. */
export interface OrganizationTallyRows {
  /** Null until the organization's tallies first changed. */
  stamp: string | null;
  months: TallyRow<'month'>[];
  pairs: { reference: string; response: string; count: number }[];
  spreads: { measure: 'time' | 'pace'; bucket: number; n: number }[];
}

const CLASSIFIED_COLUMNS = `review_id, page, user_id, slide_id, submitted_at, reference_result, reference_category, response_result, response_category,
  correct, outcome, unclassified, objects_total, objects_seen, seen_marked, time_ms, tissue_percent, pace`;

const SUMS = TALLY_COLUMNS.map((c) => `sum(${c})::int as ${c}`).join(', ');
const IN_PERIOD = 'org_key = $1 and month >= $2 and month <= $3';

/** The page's row; null for a page without one: not a diagnosed slide, not submitted, or submitted before the analytics. */
export async function skillPage(sql: SqlExecutor, reviewId: string, page: number): Promise<SkillPageRow | null> {
  const { rows } = await sql.query<SkillPageRow>(`select * from skill_pages where review_id = $1 and page = $2`, [reviewId, page]);
  return rows[0] ?? null;
}

/** The learner's scored pages within the span, oldest first (pages without a solution left out: no right or wrong to calibrate). */
export async function classifiedPages(sql: SqlExecutor, userId: string, span: SkillSpan): Promise<ClassifiedPageRow[]> {
  const { rows } = await sql.query<ClassifiedPageRow>(
    `select ${CLASSIFIED_COLUMNS} from skill_pages
        where user_id = $1 and submitted_at >= $2 and submitted_at < $3 and correct is not null
        order by submitted_at, review_id, page`,
    [userId, span.start.toISOString(), span.end.toISOString()],
  );
  return rows;
}

/** How every scored page of the learner was judged (all time). */
export async function pageClassifications(sql: SqlExecutor, userId: string): Promise<SkillClassificationColumns[]> {
  const { rows } = await sql.query<SkillClassificationColumns>(
    `select reference_result, reference_category, response_result, response_category, correct, outcome, unclassified,
              objects_total, objects_seen, seen_marked
         from skill_pages where user_id = $1 and correct is not null`,
    [userId],
  );
  return rows;
}

/** The organization's categorized pages over the months, counted by reference and response category (its monthly result pairs summed). */
export async function organizationCategoryCounts(
  sql: SqlExecutor,
  orgId: string,
  months: SkillMonths,
): Promise<{ reference: SkillCategory; response: SkillCategory; n: number }[]> {
  const { rows } = await sql.query<{ reference: SkillCategory; response: SkillCategory; n: number }>(
    `select reference, response, sum(slides)::int as n from skill_org_months where org_key = $1 and month >= $2 and month <= $3 group by 1, 2`,
    [orgId, months.from, months.to],
  );
  return rows;
}

/**
 * The organization's tallies over the months (docs/adr/0036, "The organization view at scale"),
 * read at once: its stamp, its months in order, its result pairs with a page, its spreads of time
 * and pace summed by bucket.
 */
export async function organizationTallies(sql: SqlExecutor, orgId: string, months: SkillMonths): Promise<OrganizationTallyRows> {
  const args = [orgId, months.from, months.to];
  const [stamp, tallies, pairs, spreads] = await Promise.all([
    sql.query<{ stamp: string }>('select stamp from skill_org_stamps where org_key = $1', [orgId]),
    sql.query<TallyRow<'month'>>(`select month, ${TALLY_COLUMNS.join(', ')} from skill_org_tallies where ${IN_PERIOD} order by month`, args),
    sql.query<{ reference: string; response: string; count: number }>(
      `select reference_result as reference, response_result as response, sum(slides)::int as count from skill_org_months
          where ${IN_PERIOD} group by 1, 2 having sum(slides) > 0`,
      args,
    ),
    sql.query<{ measure: 'time' | 'pace'; bucket: number; n: number }>(
      `select measure, bucket, sum(slides)::int as n from skill_org_spread where ${IN_PERIOD} group by 1, 2`,
      args,
    ),
  ]);
  return { stamp: stamp.rows[0]?.stamp ?? null, months: tallies.rows, pairs: pairs.rows, spreads: spreads.rows };
}

/** Each learner's tally in the organization over the months (learners whose slides were all cleared left out). */
export async function learnerTallies(sql: SqlExecutor, orgId: string, months: SkillMonths): Promise<TallyRow<'user_id'>[]> {
  const { rows } = await sql.query<TallyRow<'user_id'>>(
    `select user_id, ${SUMS} from skill_learner_months where ${IN_PERIOD} group by user_id having sum(slides) > 0`,
    [orgId, months.from, months.to],
  );
  return rows;
}

/** The exact median time and pace of each learner's scored pages in the organization within the span. */
export async function learnerMedians(
  sql: SqlExecutor,
  orgId: string,
  userIds: readonly string[],
  span: SkillSpan,
): Promise<{ user_id: string; time: number | null; pace: number | null }[]> {
  const { rows } = await sql.query<{ user_id: string; time: number | null; pace: number | null }>(
    `select user_id, percentile_cont(0.5) within group (order by time_ms) as time,
              percentile_cont(0.5) within group (order by pace) filter (where pace is not null) as pace
         from skill_pages where user_id = any($1) and org_id = $2 and submitted_at >= $3 and submitted_at < $4 and correct is not null
        group by user_id`,
    [[...userIds], orgId, span.start.toISOString(), span.end.toISOString()],
  );
  return rows;
}

/** Each organization's stamp (skill_org_stamps): new with every change of its tallies. Pages without an organization are left out. */
export async function organizationStamps(sql: SqlExecutor): Promise<{ org_id: string; stamp: string }[]> {
  const { rows } = await sql.query<{ org_id: string; stamp: string }>(`select org_key as org_id, stamp from skill_org_stamps where org_key <> ''`);
  return rows;
}
