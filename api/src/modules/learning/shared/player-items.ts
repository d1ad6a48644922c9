import type { PlayerItem, PlayerQuizPage, QuizPageSolution } from '@cytocampus/contracts';
import { pageFileKindOf, type StoredQuestion } from '@cytocampus/domain';
import type { RevisionRow } from './course-rows.js';

// What the review rules read of a quiz's stored pages is the domain's (libs/domain/src/reviews/stored-items.ts).

type Fields = Record<string, unknown>;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const list = (value: unknown): Fields[] => (Array.isArray(value) ? (value as Fields[]).filter((v) => typeof v === 'object' && v !== null) : []);
const int = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isInteger(value) ? value : fallback);

/** The solution of a quiz page, as a graded quiz sends it once the page is submitted. */
export function solutionOf(question: StoredQuestion | null): QuizPageSolution | null {
  if (!question) return null;
  return { correct: question.choices.flatMap((c, i) => (c.isCorrect ? [i] : [])), solution: question.solution };
}

/**
 * An item as its player shows it to a learner. A graded quiz leaves out which choices are correct
 * and the solutions (docs/adr/0021); `videoUploads` are the uploaded files that are videos.
 */
export function playerItemOf(row: RevisionRow, videoUploads: ReadonlySet<string>): PlayerItem {
  const f = row.fields;
  const base = { itemId: row.item_id, revisionId: row.id, name: row.name, description: row.description };
  if (row.type === 'quiz') {
    const graded = f.graded !== false;
    const pages = list(f.pages).map((page): PlayerQuizPage => {
      const quiz = page.quiz && typeof page.quiz === 'object' ? (page.quiz as Fields) : null;
      const question = (quiz?.question ?? {}) as Fields;
      return {
        type: str(page.type),
        title: str(page.title),
        items: list(page.items).map((item) => ({ type: str(item.type), value: str(item.value), src: strOrNull(item.src) })),
        quiz:
          quiz && list(quiz.choices).length > 0
            ? {
                question: { highlight: str(question.highlight), questionText: str(question.questionText), questionImg: strOrNull(question.questionImg) },
                ...(graded ? {} : { solution: str(quiz.solution) }),
                minChoices: int(quiz.minChoices, 1),
                maxChoices: int(quiz.maxChoices, 1),
                choices: list(quiz.choices).map((c) => ({
                  choiceText: str(c.choiceText),
                  choiceImg: strOrNull(c.choiceImg),
                  helperImg: strOrNull(c.helperImg),
                  ...(graded ? {} : { isCorrect: c.isCorrect === true }),
                })),
              }
            : null,
      };
    });
    return { type: 'quiz', ...base, graded, summaryPage: f.summaryPage !== false, pages };
  }
  const pages = list(f.pages).map((page) => {
    const file = (page.file ?? {}) as Fields;
    const type = str(file.type);
    const src = strOrNull(file.src);
    const url = strOrNull(file.url);
    const kind = pageFileKindOf(page.file, videoUploads);
    return {
      title: str(page.title),
      file: { type, kind, url, src, playedCurrentTime: typeof file.playedCurrentTime === 'number' ? file.playedCurrentTime : 0 },
    } as const;
  });
  return { type: 'presentation', ...base, title: str(f.title), pages };
}

/** The uploads a presentation's pages name. */
export const uploadsOf = (row: RevisionRow): string[] =>
  list(row.fields.pages).flatMap((page) => {
    const src = ((page.file ?? {}) as Fields).src;
    return typeof src === 'string' && src !== '' ? [src] : [];
  });
