import { describe, expect, it } from '@jest/globals';
import type { DemoItem } from './demo-ids.js';
import { GRADED_QUIZ_V2, PRACTICE_QUIZ_V2 } from './library-courses.js';
import { GRADED_QUIZ, PRACTICE_QUIZ } from './learning-items.js';

interface Choice {
  isCorrect: boolean;
  choiceText: string;
}
const questions = (quiz: DemoItem) =>
  (quiz.fields.pages as { type: string; quiz?: { choices: Choice[] } }[]).filter((p) => p.type === 'text-choice').map((p) => p.quiz!.choices);
const correctAt = (choices: Choice[]) => choices.flatMap((c, i) => (c.isCorrect ? [i] : []));

describe('the demo quizzes, as version 2 seeds them', () => {
  it.each([
    ['practice', PRACTICE_QUIZ, PRACTICE_QUIZ_V2.item],
    ['graded', GRADED_QUIZ, GRADED_QUIZ_V2.item],
  ])('%s: no answer position is right in every question, and the choices are version 1’s', (_name, v1, v2) => {
    const asked = questions(v2);
    const widest = Math.max(...asked.map((choices) => choices.length));
    for (let position = 0; position < widest; position++) {
      const wins = asked.filter((choices) => correctAt(choices).includes(position)).length;
      expect([position, wins < asked.length]).toEqual([position, true]);
    }
    // Nor one answer text (the first choice everywhere was the weakness of version 1).
    const texts = asked.map((choices) =>
      choices
        .filter((c) => c.isCorrect)
        .map((c) => c.choiceText)
        .join(),
    );
    expect(new Set(texts).size).toBe(asked.length);
    const sorted = (choices: Choice[]) => [...choices].sort((a, b) => a.choiceText.localeCompare(b.choiceText));
    expect(asked.map(sorted)).toEqual(questions(v1).map(sorted));
    expect(v2.itemId).toBe(v1.itemId);
  });
});
