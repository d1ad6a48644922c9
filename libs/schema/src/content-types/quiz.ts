import { FORM_ERROR, type FieldError } from '@cytocampus/contracts';
import type { ObjectDefinition } from '../definitions/types.js';
import { ID_MAX_LENGTH } from '../forms/limits.js';
import { BASE_FIELDS } from './base.js';

export const QUIZ_PAGE_TYPES = ['info', 'image-choice', 'text-choice', 'summary'] as const;
export const QUIZ_ITEM_TYPES = ['header', 'text', 'image'] as const;
export const QUIZ_PAGES_MAX = 100;
export const QUIZ_PAGE_ITEMS_MAX = 100;
/** Choices per question (the spec's maximum constant is not shown; 12 is one of its unnamed constants). */
export const QUIZ_CHOICES_MAX = 12;

const CHOICE = {
  type: 'object',
  fields: {
    isCorrect: { type: 'bool', desc: 'Correct' },
    choiceText: { type: 'string', max: 1000, desc: 'Choice' },
    choiceImg: { type: 'string', max: ID_MAX_LENGTH, desc: 'Choice image' },
    helperImg: { type: 'string', max: ID_MAX_LENGTH, desc: 'Helper image' },
  },
} as const;

/** Quizzes (spec part 2 sections 3 and 5): pages of page items and a question block with choices. */
export const QUIZ_DEFINITION: ObjectDefinition = {
  type: 'object',
  sections: ['Info', 'Pages', 'Sharing'],
  fields: {
    ...BASE_FIELDS,
    graded: { type: 'bool', desc: 'Graded', defaultValue: true, display: { section: 'Info', widget: 'switch' } },
    summaryPage: { type: 'bool', desc: 'Summary page', defaultValue: true, display: { section: 'Info', widget: 'switch' } },
    pages: {
      type: 'array',
      required: true,
      min: 1,
      max: QUIZ_PAGES_MAX,
      desc: 'Pages',
      display: { section: 'Pages' },
      item: {
        type: 'object',
        fields: {
          type: { type: 'option', required: true, desc: 'Page type', options: QUIZ_PAGE_TYPES.map((value) => ({ value, label: value })) },
          title: { type: 'string', required: true, max: 127, desc: 'Page title' },
          items: {
            type: 'array',
            max: QUIZ_PAGE_ITEMS_MAX,
            desc: 'Page items',
            item: {
              type: 'object',
              fields: {
                type: { type: 'option', required: true, desc: 'Item type', options: QUIZ_ITEM_TYPES.map((value) => ({ value, label: value })) },
                value: { type: 'string', max: 5000, desc: 'Text' },
                src: { type: 'string', max: ID_MAX_LENGTH, desc: 'Image' },
              },
            },
          },
          quiz: {
            type: 'object',
            desc: 'Question',
            fields: {
              question: {
                type: 'object',
                fields: {
                  highlight: { type: 'string', max: 255, desc: 'Highlight' },
                  questionText: { type: 'string', max: 2000, desc: 'Question' },
                  questionImg: { type: 'string', max: ID_MAX_LENGTH, desc: 'Question image' },
                },
              },
              solution: { type: 'string', max: 2000, desc: 'Solution' },
              minChoices: { type: 'number', integer: true, min: 1, defaultValue: 1, desc: 'Minimum choices' },
              maxChoices: { type: 'number', integer: true, min: 0, defaultValue: 1, desc: 'Maximum choices' },
              choices: { type: 'array', max: QUIZ_CHOICES_MAX, desc: 'Choices', item: CHOICE },
            },
          },
        },
      },
    },
  },
};

/** The quiz messages of spec part 2 section 5, exactly. */
export const QUIZ_MSG = {
  noQuestions: 'At least one quiz page with questions and answer(s) is required',
  invalidPage: 'Invalid quiz page',
  twoChoices: (n: number) => `[Page #${n}] Must have at least two choices`,
  maxAboveChoices: (n: number) => `[Page #${n}] Max choices is higher than the number of choices provided`,
  maxBelowMin: (n: number) => `[Page #${n}] Max choices cannot be fewer than min choices`,
  correctAtLeast: (n: number, min: number) => `[Page #${n}] Must have at least ${min} correct choices`,
  correctBelowMin: (n: number) => `[Page #${n}] Number of correct choices cannot be fewer than min choices`,
} as const;

interface QuizPageValue {
  type?: unknown;
  quiz?: { minChoices?: unknown; maxChoices?: unknown; choices?: { isCorrect?: unknown }[] } | null;
}

const isQuestionPage = (type: unknown): boolean => type === 'image-choice' || type === 'text-choice';
const problem = (field: string, message: string): FieldError => ({ field, message, code: FORM_ERROR.invalid });

/**
 * The rules across fields of a quiz (ADR 0011): a quiz needs a question page; each question page
 * needs two choices, maxChoices (0 = no limit) within the choices and not below minChoices, and at
 * least minChoices correct choices: 'Must have at least {min} correct choices' when none is
 * correct, 'Number of correct choices cannot be fewer than min choices' when some are but too few.
 */
export function checkQuiz(value: { pages?: unknown }): FieldError[] {
  const pages = Array.isArray(value.pages) ? (value.pages as QuizPageValue[]) : [];
  const errors: FieldError[] = [];
  if (!pages.some((page) => isQuestionPage(page.type))) errors.push(problem('pages', QUIZ_MSG.noQuestions));
  pages.forEach((page, index) => {
    const n = index + 1;
    const field = `pages.${index}.quiz`;
    if (!isQuestionPage(page.type)) return;
    if (!page.quiz) return void errors.push(problem(field, QUIZ_MSG.invalidPage));
    const choices = Array.isArray(page.quiz.choices) ? page.quiz.choices : [];
    const min = typeof page.quiz.minChoices === 'number' ? page.quiz.minChoices : 1;
    const max = typeof page.quiz.maxChoices === 'number' ? page.quiz.maxChoices : 1;
    const correct = choices.filter((choice) => choice.isCorrect === true).length;
    if (choices.length < 2) errors.push(problem(field, QUIZ_MSG.twoChoices(n)));
    if (max > choices.length) errors.push(problem(field, QUIZ_MSG.maxAboveChoices(n)));
    if (max !== 0 && max < min) errors.push(problem(field, QUIZ_MSG.maxBelowMin(n)));
    if (correct === 0) errors.push(problem(field, QUIZ_MSG.correctAtLeast(n, min)));
    else if (correct < min) errors.push(problem(field, QUIZ_MSG.correctBelowMin(n)));
  });
  return errors;
}
