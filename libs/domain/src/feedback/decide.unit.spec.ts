import { describe, expect, it } from '@jest/globals';
import { FEEDBACK_MSG } from '@cytocampus/contracts';
import { given } from '@cytocampus/testing';
import { feedbackDecider } from './decide.js';
import type { SubmitFeedback } from './commands.js';
import type { FeedbackSubmitted } from './events.js';
import { feedbackItemCount, feedbackSectionsOf } from './form.js';

const submit = (overrides: Partial<SubmitFeedback> = {}): SubmitFeedback => ({
  type: 'SubmitFeedback',
  userId: 'u1',
  moduleId: 'm1',
  testId: 't1',
  submittedAt: 1_700_000_000_000,
  formId: 'form1',
  paceProgramNumber: '510-503-26',
  ratings: [5, 'N/A', 1],
  form: { id: 'form1', revisionId: 'form1-rev2', itemCount: 3 },
  coursePaceProgramNumber: '510-503-26',
  ...overrides,
});

const submitted: FeedbackSubmitted = {
  type: 'FeedbackSubmitted',
  data: {
    userId: 'u1',
    moduleId: 'm1',
    testId: 't1',
    formId: 'form1',
    formRevisionId: 'form1-rev2',
    paceProgramNumber: '510-503-26',
    ratings: [5, 'N/A', 1],
    submittedAt: 1_700_000_000_000,
  },
};

describe('feedback decider', () => {
  it('records a submission of the test’s form with one rating per item, 1 to 5 or N/A', () => {
    given(feedbackDecider, []).when(submit()).then([submitted]);
  });

  it('answers a second submission for the same course test with a conflict', () => {
    given(feedbackDecider, [submitted]).when(submit()).thenRefuses(FEEDBACK_MSG.alreadySubmitted, null);
    given(feedbackDecider, [submitted])
      .when(submit({ ratings: [1, 1, 1] }))
      .thenRefuses(FEEDBACK_MSG.alreadySubmitted, null);
  });

  it('refuses another form, another program number, and ratings that do not rate every item exactly once', () => {
    given(feedbackDecider, [])
      .when(submit({ formId: 'form2' }))
      .thenRefuses(FEEDBACK_MSG.notTheTestsForm, 'formId');
    given(feedbackDecider, [])
      .when(submit({ paceProgramNumber: '510-503-25' }))
      .thenRefuses(FEEDBACK_MSG.notTheCoursesProgram, 'paceProgramNumber');
    for (const ratings of [[5, 4], [5, 4, 3, 2], [], [5, 0, 3], [5, 6, 3], [5, '3', 3], [5, null, 3], [5, 2.5, 3], [5, 'n/a', 3]])
      given(feedbackDecider, []).when(submit({ ratings })).thenRefuses(FEEDBACK_MSG.rateEveryItem, 'feedback');
  });

  it('stores the form it was given and the course’s program number, whatever else the command carries', () => {
    const [event] = feedbackDecider.decide(submit({ ratings: [1, 2, 3] }), feedbackDecider.initialState());
    expect(event?.data).toMatchObject({ formRevisionId: 'form1-rev2', paceProgramNumber: '510-503-26', ratings: [1, 2, 3] });
  });
});

describe('evaluation form sections', () => {
  it('reads sections from stored fields, skipping what is not a section or an item, and counts every item', () => {
    const sections = feedbackSectionsOf({
      formData: [{ title: 'Slides', description: 'Images', items: ['Quality', 'Objects'] }, null, { title: 'Overall', items: ['Recommend', 7] }],
    });
    expect(sections).toEqual([
      { title: 'Slides', description: 'Images', items: ['Quality', 'Objects'] },
      { title: 'Overall', description: '', items: ['Recommend'] },
    ]);
    expect(feedbackItemCount(sections)).toBe(3);
    expect(feedbackSectionsOf({})).toEqual([]);
  });
});
