import { SCREENING_OUTCOMES, SKILL_SPREAD_RATIO, type SkillCategory } from '@cytocampus/contracts';
import { TALLY_COLUMNS, ZERO_BUCKET } from '@cytocampus/domain';

const CATEGORIES: readonly SkillCategory[] = ['A', 'B', 'C', 'D'];
const PAIRS = CATEGORIES.flatMap((reference) => CATEGORIES.map((response) => ({ reference, response })));

/** The counts of TALLY_COLUMNS (libs/domain, in its order) over a learner's pages of a month. */
const TALLY_COUNTS = [
  'count(*)',
  ...PAIRS.map((p) => `count(*) filter (where reference_category = '${p.reference}' and response_category = '${p.response}')`),
  ...SCREENING_OUTCOMES.map((o) => `count(*) filter (where outcome = '${o}')`),
  'count(*) filter (where outcome is null)',
];

export const TALLY_TABLES = [
  // A learner's scored pages of a month in one organization (org_key '' for none): what the organization view adds up.
  `create table if not exists skill_learner_months (
    org_key text not null,
    month text not null,
    user_id text not null,
    ${TALLY_COLUMNS.map((c) => `${c} int not null`).join(',\n    ')},
    primary key (org_key, month, user_id)
  )`,
  // The organization's scored pages of a month, the same counts: its totals and trend.
  `create table if not exists skill_org_tallies (
    org_key text not null,
    month text not null,
    ${TALLY_COLUMNS.map((c) => `${c} int not null`).join(',\n    ')},
    primary key (org_key, month)
  )`,
  // Each organization's stamp, new (random, so never one seen before, even after a rebuild) with every change of its tallies:
  // what a kept reading of its learners is checked against.
  `create table if not exists skill_org_stamps (org_key text primary key, stamp uuid not null)`,
  // The organization's categorized pages by month and (reference, response) result: its matrix and its pairs by result.
  `create table if not exists skill_org_months (
    org_key text not null,
    month text not null,
    reference text not null,
    response text not null,
    reference_result text not null,
    response_result text not null,
    slides int not null,
    primary key (org_key, month, reference_result, response_result, reference, response)
  )`,
  // The organization's pages by month in log-spaced buckets of time on the slide and of pace: its medians.
  `create table if not exists skill_org_spread (
    org_key text not null,
    month text not null,
    measure text not null,
    bucket int not null,
    slides int not null,
    primary key (org_key, month, measure, bucket)
  )`,
];

const MONTH = `to_char(submitted_at at time zone 'UTC', 'YYYY-MM')`;
const bucket = (value: string) => `case when ${value} <= 0 then ${ZERO_BUCKET} else floor(ln(${value}::float8) / ln(${SKILL_SPREAD_RATIO}))::int end`;

/**
 * Data-modifying CTEs that add (sign 1) or take away (sign −1) the scored pages of `source` (a CTE
 * of skill_pages rows) to or from the tallies: each learner's month, the organization's month, its
 * result pairs and its spreads, and give the organization a new stamp. A page without a solution
 * (correct is null) counts in none.
 */
export function tallyCtes(source: string, sign: 1 | -1): string {
  const scored = `(select * from ${source} where correct is not null) s`;
  const n = (count: string) => `${sign} * ${count}`;
  return `learner_months as (
      insert into skill_learner_months (org_key, month, user_id, ${TALLY_COLUMNS.join(', ')})
      select coalesce(org_id, ''), ${MONTH}, user_id, ${TALLY_COUNTS.map(n).join(', ')} from ${scored} group by 1, 2, 3
      on conflict (org_key, month, user_id) do update set ${TALLY_COLUMNS.map((c) => `${c} = skill_learner_months.${c} + excluded.${c}`).join(', ')}),
    org_tallies as (
      insert into skill_org_tallies (org_key, month, ${TALLY_COLUMNS.join(', ')})
      select coalesce(org_id, ''), ${MONTH}, ${TALLY_COUNTS.map(n).join(', ')} from ${scored} group by 1, 2
      on conflict (org_key, month) do update set ${TALLY_COLUMNS.map((c) => `${c} = skill_org_tallies.${c} + excluded.${c}`).join(', ')}),
    org_stamps as (
      insert into skill_org_stamps (org_key, stamp) select org_key, gen_random_uuid() from (select distinct coalesce(org_id, '') as org_key from ${scored}) o
      on conflict (org_key) do update set stamp = excluded.stamp),
    org_months as (
      insert into skill_org_months (org_key, month, reference, response, reference_result, response_result, slides)
      select coalesce(org_id, ''), ${MONTH}, reference_category, response_category, reference_result, response_result, ${n('count(*)')}
        from ${scored} where reference_category is not null and response_category is not null group by 1, 2, 3, 4, 5, 6
      on conflict (org_key, month, reference_result, response_result, reference, response) do update set slides = skill_org_months.slides + excluded.slides),
    org_spread as (
      insert into skill_org_spread (org_key, month, measure, bucket, slides)
      select org_key, month, measure, bucket, ${n('count(*)')} from (
        select coalesce(org_id, '') as org_key, ${MONTH} as month, 'time' as measure, ${bucket('time_ms')} as bucket from ${scored}
        union all
        select coalesce(org_id, ''), ${MONTH}, 'pace', ${bucket('pace')} from ${scored} where pace is not null) b
       group by 1, 2, 3, 4
      on conflict (org_key, month, measure, bucket) do update set slides = skill_org_spread.slides + excluded.slides)`;
}
