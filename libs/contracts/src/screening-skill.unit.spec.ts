import { describe, expect, it } from '@jest/globals';
import { SCREENING_SKILL_TEXT, type SlideClassification } from './screening-skill.js';

const sentence = (outcome: SlideClassification['outcome'], seen: number, total: number, answer: string, reference = 'HSIL') =>
  SCREENING_SKILL_TEXT.feedback({
    outcome,
    objects: { seen, total },
    reference: { result: reference, category: null },
    response: { result: answer, category: null },
  });

describe('the feedback sentence after a submitted slide', () => {
  it('says an interpretation error as the issue does, one cell, both, all or some', () => {
    expect(sentence('interpretation', 3, 4, 'LSIL')).toBe(
      'You looked at 3 of the 4 diagnostic cells at 10x or more and called them LSIL: an interpretation error',
    );
    expect(sentence('interpretation', 1, 4, 'LSIL')).toBe(
      'You looked at 1 of the 4 diagnostic cells at 10x or more and called it LSIL: an interpretation error',
    );
    expect(sentence('interpretation', 1, 1, 'NILM')).toBe('You looked at the diagnostic cell at 10x or more and called it NILM: an interpretation error');
    expect(sentence('interpretation', 2, 2, 'NILM')).toBe('You looked at both diagnostic cells at 10x or more and called them NILM: an interpretation error');
    expect(sentence('interpretation', 5, 5, 'ASCUS')).toBe(
      'You looked at all 5 diagnostic cells at 10x or more and called them ASCUS: an interpretation error',
    );
  });

  it('says a locator error', () => {
    expect(sentence('locator', 0, 4, 'NILM')).toBe(
      'You never looked at any of the 4 diagnostic cells at 10x or more and called the slide NILM: a locator error',
    );
    expect(sentence('locator', 0, 1, 'NILM')).toBe('You never looked at the diagnostic cell at 10x or more and called the slide NILM: a locator error');
  });

  it('says a correct answer, with what was looked at', () => {
    expect(sentence('correct', 3, 4, 'HSIL')).toBe('You looked at 3 of the 4 diagnostic cells at 10x or more and called the slide HSIL: correct');
    expect(sentence('correct', 1, 1, 'HSIL')).toBe('You looked at the diagnostic cell at 10x or more and called the slide HSIL: correct');
    expect(sentence('correct', 0, 2, 'HSIL')).toBe('You called the slide HSIL without looking at any of the 2 diagnostic cells at 10x or more: correct');
    expect(sentence('correct', 0, 0, 'NILM', 'NILM')).toBe('You called the slide NILM: correct');
  });

  it('says an over-call with the negative reference', () => {
    expect(sentence('overcall', 0, 0, 'LSIL', 'NILM')).toBe('You called a negative slide (NILM) LSIL: an over-call');
  });

  it('speaks of the learner in an auditor’s replay', () => {
    const c = {
      outcome: 'locator' as const,
      objects: { seen: 0, total: 2 },
      reference: { result: 'HSIL', category: null },
      response: { result: 'NILM', category: null },
    };
    expect(SCREENING_SKILL_TEXT.feedback(c, 'The learner')).toBe(
      'The learner never looked at any of the 2 diagnostic cells at 10x or more and called the slide NILM: a locator error',
    );
  });

  it('says nothing of an unclassified slide', () => {
    expect(sentence(null, 0, 0, 'NILM')).toBeNull();
  });
});
