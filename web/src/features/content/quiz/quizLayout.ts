import { valueAt, type SchemaValues } from '../../../shared/schema-form/schemaValues';

/** How the quiz builder draws a field: hidden, as an uploaded image, as a choice of kind by name, its fields without a group of their own, or as the form does. */
export type QuizFieldRole = 'hidden' | 'image' | 'pageType' | 'itemType' | 'flatten' | undefined;

const QUESTION_PAGES = new Set(['image-choice', 'text-choice']);

/** Readable names of the page and item kinds (the schema's values are the spec's). */
export const QUIZ_PAGE_LABELS: Record<string, string> = {
  info: 'Information',
  'image-choice': 'Image choice question',
  'text-choice': 'Text choice question',
  summary: 'Summary',
};
export const QUIZ_ITEM_LABELS: Record<string, string> = { header: 'Header', text: 'Text', image: 'Image' };

/**
 * The quiz builder's layout (spec part 2 sections 3 and 5): only question pages (image-choice,
 * text-choice) have a question block; a page item shows its text, or its image when it is an
 * image; choices of a text-choice page have no images.
 */
export function quizFieldRole(path: string, values: SchemaValues): QuizFieldRole {
  const parts = path.split('.');
  if (parts[0] !== 'pages' || parts.length < 3) return undefined;
  const page = `pages.${parts[1]}`;
  const rest = parts.slice(2).join('.');
  const pageType = valueAt(values, `${page}.type`);
  if (rest === 'type') return 'pageType';
  if (rest === 'quiz') return QUESTION_PAGES.has(String(pageType)) ? undefined : 'hidden';
  // The question block is already a group: its question's fields go straight into it.
  if (rest === 'quiz.question') return 'flatten';
  if (rest === 'quiz.question.questionImg') return 'image';
  if (/^quiz\.choices\.\d+\.(choiceImg|helperImg)$/.test(rest)) return pageType === 'text-choice' ? 'hidden' : 'image';
  const item = /^items\.(\d+)\.(type|value|src)$/.exec(rest);
  if (!item) return undefined;
  const isImage = valueAt(values, `${page}.items.${item[1]}.type`) === 'image';
  if (item[2] === 'type') return 'itemType';
  if (item[2] === 'value') return isImage ? 'hidden' : undefined;
  return isImage ? 'image' : 'hidden';
}
