import { describe, expect, it } from '@jest/globals';
import { CERTIFICATE_HINTS, PACE_PROGRAM_TITLE } from '@cytocampus/contracts';
import { formatCertificateDate, formatCredits } from './dates.js';
import { certificatesOf, creditsFor, type CourseFeedback, type PaceCourse } from './rules.js';

const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`);
const NOW = day('2026-11-25');
const PROGRAM = '510-503-26';

let n = 0;
/** A P.A.C.E. course of the program, passed on `passedOn` (or not passed with null). */
const course = (passedOn: string | null, overrides: Partial<PaceCourse> = {}): PaceCourse => {
  n += 1;
  return {
    moduleId: `m${n}`,
    name: `Course ${String(n).padStart(2, '0')}`,
    paceCertificateEnabled: true,
    paceProgramNumber: PROGRAM,
    passed: passedOn !== null,
    lastSubmit: passedOn === null ? null : day(passedOn),
    result: passedOn === null ? 0.4 : 0.9,
    passingScore: 80,
    ...overrides,
  };
};
const noFeedback = new Map<string, CourseFeedback>();
const summary = (groups: ReturnType<typeof certificatesOf>) =>
  groups.map((g) => ({ program: g.programNumber, index: g.index, courses: g.courses.map((c) => c.moduleId), credits: g.credits, hints: g.hints }));

describe('certificatesOf', () => {
  it('leaves out courses without the certificate, and makes nothing of no courses', () => {
    expect(certificatesOf([], noFeedback, NOW)).toEqual([]);
    expect(certificatesOf([course('2026-01-01', { paceCertificateEnabled: false })], noFeedback, NOW)).toEqual([]);
  });

  it('needs 2 passed courses of a program number: 0.25 credit each, dated by the last pass, titled with the number', () => {
    const a = course('2026-02-01');
    const pending = course(null);
    const [one] = certificatesOf([a, pending], noFeedback, NOW);
    expect(one).toMatchObject({
      programNumber: PROGRAM,
      index: 1,
      credits: 0.25,
      programDate: a.lastSubmit,
      downloadable: false,
      hints: [CERTIFICATE_HINTS.mustPass],
    });
    expect(one!.courses.map((c) => [c.moduleId, c.passed, c.passedOn])).toEqual([
      [a.moduleId, true, a.lastSubmit],
      [pending.moduleId, false, null],
    ]);
    const b = course('2026-03-05');
    const [two] = certificatesOf([b, pending, a], noFeedback, NOW);
    expect(two).toMatchObject({ credits: 0.5, programDate: b.lastSubmit, downloadable: true, hints: [], programTitle: `${PACE_PROGRAM_TITLE} ${PROGRAM}` });
    // Passed courses first, by pass date; then the ones still to pass.
    expect(two!.courses.map((c) => c.moduleId)).toEqual([a.moduleId, b.moduleId, pending.moduleId]);
    expect(certificatesOf([course(null)], noFeedback, NOW)[0]).toMatchObject({ credits: 0, programDate: null, hints: [CERTIFICATE_HINTS.mustPass] });
  });

  it('holds at most 4 passed courses per certificate: a fifth starts the next, which needs 2 of its own', () => {
    const passed = ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05'].map((d) => course(d));
    const groups = certificatesOf([...passed, course(null)], noFeedback, NOW);
    expect(summary(groups)).toEqual([
      { program: PROGRAM, index: 1, courses: passed.slice(0, 4).map((c) => c.moduleId), credits: 1, hints: [] },
      { program: PROGRAM, index: 2, courses: [passed[4]!.moduleId, `m${n}`], credits: 0.25, hints: [CERTIFICATE_HINTS.mustPass] },
    ]);
    // Exactly 4 passed and one pending: the pending one opens the next certificate.
    const four = passed.slice(0, 4);
    expect(summary(certificatesOf([...four, course(null)], noFeedback, NOW)).map((g) => g.courses.length)).toEqual([4, 1]);
  });

  it('keeps program numbers apart, in order of number', () => {
    const other = (d: string) => course(d, { paceProgramNumber: '510-503-25' });
    const groups = certificatesOf([course('2026-01-01'), other('2025-06-01'), course('2026-01-02'), other('2025-06-02')], noFeedback, NOW);
    expect(groups.map((g) => [g.programNumber, g.credits, g.downloadable])).toEqual([
      ['510-503-25', 0.5, true],
      [PROGRAM, 0.5, true],
    ]);
  });

  it('pairs courses without a program number passed before 2025-03-01, and puts later ones under the default number of their year', () => {
    const none = { paceProgramNumber: null };
    const old = [course('2024-05-01', none), course('2025-02-28', none), course('2024-01-01', none)];
    const lastDay = course('2025-02-28', { paceProgramNumber: '  ' });
    const firstDay = course('2025-03-01', none);
    const later = course('2026-04-01', none);
    const groups = certificatesOf([...old, lastDay, firstDay, later], noFeedback, NOW);
    expect(summary(groups)).toEqual([
      { program: '510-503-25', index: 1, courses: [firstDay.moduleId], credits: 0.25, hints: [CERTIFICATE_HINTS.mustPass] },
      { program: '510-503-26', index: 1, courses: [later.moduleId], credits: 0.25, hints: [CERTIFICATE_HINTS.mustPass] },
      // Pairs in order of pass date; the odd one out waits for a partner it can no longer get.
      { program: null, index: 1, courses: [old[2]!.moduleId, old[0]!.moduleId], credits: 0.5, hints: [] },
      { program: null, index: 2, courses: [old[1]!.moduleId, lastDay.moduleId], credits: 0.5, hints: [] },
    ]);
    expect(groups[2]!.programTitle).toBe(PACE_PROGRAM_TITLE);
    const lone = certificatesOf([course('2024-05-01', none)], noFeedback, NOW);
    expect(summary(lone)).toEqual([{ program: null, index: 1, courses: [`m${n}`], credits: 0.25, hints: [CERTIFICATE_HINTS.passTwo] }]);
  });

  it('places a course not yet passed by now: with the pairs before 2025-03-01, under the default number after', () => {
    const none = { paceProgramNumber: null };
    const passed = course('2025-01-10', none);
    const pending = course(null, none);
    expect(summary(certificatesOf([passed, pending], noFeedback, day('2025-02-28')))).toEqual([
      { program: null, index: 1, courses: [passed.moduleId, pending.moduleId], credits: 0.25, hints: [CERTIFICATE_HINTS.passTwo] },
    ]);
    expect(summary(certificatesOf([passed, pending], noFeedback, Date.UTC(2025, 2, 1)))).toEqual([
      { program: '510-503-25', index: 1, courses: [pending.moduleId], credits: 0, hints: [CERTIFICATE_HINTS.mustPass] },
      { program: null, index: 1, courses: [passed.moduleId], credits: 0.25, hints: [CERTIFICATE_HINTS.passTwo] },
    ]);
  });

  it('asks for feedback on each passed course whose test has an evaluation form, and only with a program number of its own', () => {
    const a = course('2026-01-01');
    const b = course('2026-01-02');
    const pending = course(null);
    const feedback = new Map<string, CourseFeedback>([
      [a.moduleId, { testId: 't1', submitted: true }],
      [b.moduleId, { testId: 't2', submitted: false }],
      [pending.moduleId, { testId: 't3', submitted: false }],
    ]);
    const [owed] = certificatesOf([a, b, pending], feedback, NOW);
    expect(owed).toMatchObject({ downloadable: false, hints: [CERTIFICATE_HINTS.feedbackRequired] });
    expect(owed!.courses.map((c) => [c.feedback, c.feedbackTestId])).toEqual([
      ['submitted', 't1'],
      ['required', 't2'],
      // Not passed: not part of the certificate yet, so not holding it back.
      ['required', 't3'],
    ]);
    feedback.set(b.moduleId, { testId: 't2', submitted: true });
    expect(certificatesOf([a, b, pending], feedback, NOW)[0]).toMatchObject({ downloadable: true, hints: [] });
    // Both hints when both apply.
    expect(certificatesOf([b, pending], new Map([[b.moduleId, { testId: 't2', submitted: false }]]), NOW)[0]!.hints).toEqual([
      CERTIFICATE_HINTS.mustPass,
      CERTIFICATE_HINTS.feedbackRequired,
    ]);
    // Without a test that has a form, or without a program number of its own, no feedback is asked.
    const unnumbered = course('2026-02-01', { paceProgramNumber: null });
    const [defaulted] = certificatesOf(
      [unnumbered, course('2026-02-02', { paceProgramNumber: null })],
      new Map([[unnumbered.moduleId, { testId: 't9', submitted: false }]]),
      NOW,
    );
    expect(defaulted).toMatchObject({ programNumber: '510-503-26', downloadable: true });
    expect(defaulted!.courses.map((c) => c.feedback)).toEqual(['not-needed', 'not-needed']);
  });

  it('counts credits without binary fractions and formats the dates and credits as printed', () => {
    expect([0, 1, 2, 3, 4].map(creditsFor)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(formatCertificateDate(Date.UTC(2026, 10, 5, 23, 59))).toBe('Nov 5, 2026');
    expect(formatCertificateDate(Date.UTC(2025, 2, 1))).toBe('Mar 1, 2025');
    expect([0.5, 0.75, 1].map(formatCredits)).toEqual(['0.5', '0.75', '1']);
  });
});
