import { Inject, Injectable } from '@nestjs/common';
import { FEEDBACK_MSG, PACE_CONTACT_HOURS_PER_COURSE, type FeedbackFormAnswer, type FeedbackSection, type FeedbackSubmission } from '@cytocampus/contracts';
import { feedbackSectionsOf, refuse } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { currentRevisions, feedbackSubmissions } from '@cytocampus/projections';
import type { Principal } from '../../../../auth/principal.js';
import { SQL } from '../../../../infra/tokens.js';
import type { RevisionRow } from '../../shared/course-rows.js';
import { TestSummaries } from '../test-summary/test-summaries.js';

/** A test a learner may give feedback on: its course's program number, the form with its sections, when the test was completed. */
export interface FeedbackTarget {
  programNumber: string;
  programTitle: string;
  completedAt: number;
  form: RevisionRow;
  sections: FeedbackSection[];
}

/**
 * The P.A.C.E. evaluation of a slide test (spec part 2 "Evaluation form page", sections 6 and 7;
 * docs/adr/0025): open to a learner of the course (resolved as the test summary resolves it) whose
 * test is complete, when the course has its certificate enabled with a program number and the
 * test names an active form. The routes' policies require ctAccess to read and ctSubmit to submit.
 */
@Injectable()
export class FeedbackForms {
  constructor(
    private readonly tests: TestSummaries,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async target(actor: Principal, testId: string, moduleId: string): Promise<FeedbackTarget> {
    const { course, revision, state } = await this.tests.learnerTest(actor, testId, moduleId);
    const { paceCertificateEnabled, paceProgramNumber, name } = course.header;
    if (!paceCertificateEnabled || !paceProgramNumber) return refuse('forbidden', FEEDBACK_MSG.noProgramNumber);
    if (state.submitTime === null) return refuse('forbidden', FEEDBACK_MSG.testNotComplete);
    const formId = typeof revision.fields.evalForm === 'string' ? revision.fields.evalForm : '';
    const form = (formId && (await this.activeForm(formId))) || refuse('not_found', FEEDBACK_MSG.noForm);
    return { programNumber: paceProgramNumber, programTitle: name, completedAt: state.submitTime, form, sections: feedbackSectionsOf(form.fields) };
  }

  /** GET /tests/{id}/feedbackForm?moduleId. */
  async form(actor: Principal, testId: string, moduleId: string): Promise<FeedbackFormAnswer> {
    const target = await this.target(actor, testId, moduleId);
    return {
      id: target.form.item_id,
      revisionId: target.form.id,
      name: target.form.name,
      description: target.form.description,
      formData: target.sections,
      header: {
        programNumber: target.programNumber,
        programTitle: target.programTitle,
        date: target.completedAt,
        contactHours: PACE_CONTACT_HOURS_PER_COURSE,
      },
    };
  }

  /** GET /tests/{id}/feedback?moduleId: the caller's own submissions for the test (empty when none). */
  async submissions(actor: Principal, testId: string, moduleId: string | undefined): Promise<FeedbackSubmission[]> {
    const rows = await feedbackSubmissions(this.sql, actor.userId, testId, moduleId ?? null);
    return rows.map((r) => ({
      moduleId: r.module_id,
      testId: r.test_id,
      formId: r.form_id,
      formRevisionId: r.form_revision_id,
      feedback: r.ratings,
      paceProgramNumber: r.pace_program_number,
      submittedAt: r.submitted_at.getTime(),
    }));
  }

  /** The form's current revision, when it is active (a learner meets active content only). */
  private async activeForm(itemId: string): Promise<RevisionRow | null> {
    const { rows } = await this.sql.query<RevisionRow>(
      `select id, item_id, type, name, description, active, fields from ${currentRevisions('feedback')} f where f.item_id = $1 and f.active`,
      [itemId],
    );
    return rows[0] ?? null;
  }
}
