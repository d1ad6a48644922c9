import type { ProficiencyTestGraded, ReviewPageSubmitted, ReviewUpdated } from '@cytocampus/domain';
import { perEvent, streamEntityId, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';

const reviewId = streamEntityId;

/** The result a slide page's record holds (null: none chosen); undefined for a page of another kind (a quiz's answer, a video's watching). */
function diagnosisOf(data: unknown): string | null | undefined {
  if (typeof data !== 'object' || data === null || !('shortList' in data) || !('result' in data)) return undefined;
  return typeof data.result === 'string' ? data.result : null;
}

/**
 * The learners' diagnoses (docs/adr/0028): per review and slide page, the result its record holds
 * and, once the page is submitted, when; a submitted page's result never changes (the review refuses
 * updates to it). The Slide Results report reads the submitted ones beside the reference answer.
 * Written only from review events; a cleared review keeps none.
 */
export const diagnosesProjection: Projection<'diagnoses'> = {
  name: 'diagnoses',
  // 2: a proficiency test's slides are submitted together when it is graded.
  version: 2,
  tables: ['slide_diagnoses'],
  migrate: (db) =>
    execAll(db, [
      `create table if not exists slide_diagnoses (
        review_id text not null,
        page int not null,
        result text,
        submitted_on timestamptz,
        primary key (review_id, page)
      )`,
    ]),
  ...perEvent({
    ReviewUpdated: async (db, event) => {
      const d = event.data as ReviewUpdated['data'];
      const result = diagnosisOf(d.data);
      if (result === undefined) return;
      await db.query(
        `insert into slide_diagnoses (review_id, page, result) values ($1, $2, $3)
         on conflict (review_id, page) do update set result = excluded.result where slide_diagnoses.submitted_on is null`,
        [reviewId(event), d.page, result],
      );
    },
    ReviewPageSubmitted: (db, event) => {
      const d = event.data as ReviewPageSubmitted['data'];
      return db.query(`update slide_diagnoses set submitted_on = $3 where review_id = $1 and page = $2 and submitted_on is null`, [
        reviewId(event),
        d.page,
        new Date(d.submitTime).toISOString(),
      ]);
    },
    ProficiencyTestGraded: (db, event) =>
      db.query(`update slide_diagnoses set submitted_on = $2 where review_id = $1 and submitted_on is null`, [
        reviewId(event),
        new Date((event.data as ProficiencyTestGraded['data']).submitTime).toISOString(),
      ]),
    ReviewCleared: (db, event) => db.query(`delete from slide_diagnoses where review_id = $1`, [reviewId(event)]),
  }),
};
