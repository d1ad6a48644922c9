import { describe, expect, it } from '@jest/globals';
import { PRACTICE_MSG } from '@cytocampus/contracts';
import { defaultPaceProgramNumber } from './module.js';
import { normalizeSlide } from './slide.js';
import { compileField } from '../definitions/compile.js';
import type { FieldDefinition } from '../definitions/types.js';
import { validate } from '../validate.js';
import { AUTHORED_CONTENT_TYPES, CONTENT_TYPE_SCHEMAS } from './schemas.js';
import { validateContent } from './validate-content.js';

const messages = (...args: Parameters<typeof validateContent>) => validateContent(...args).errors.map((e) => [e.field, e.message]);
const base = { name: 'Cervical Cytology Basics' };
const choice = (isCorrect: boolean, choiceText = 'A') => ({ isCorrect, choiceText });
const questionPage = (quiz: object) => ({ type: 'text-choice', title: 'Question', items: [], quiz: { question: { questionText: 'Which?' }, ...quiz } });

describe('the base content item', () => {
  it('checks name, description and tags with the spec rules and messages', () => {
    expect(messages('module', { name: 'Pap', description: 'x'.repeat(256), tags: ['Bethesda', '..', 'x'], items: [] }, 'create')).toEqual([
      ['name', 'Must be at least 5 characters'],
      ['description', 'Too long by 1 characters'],
      ['tags.1', 'At least one number or letter is required'],
      ['tags.2', 'Must be at least 2 characters'],
    ]);
    const ok = validateContent('module', { ...base, tags: ['GYN', 'bethesda-2014'], items: [] }, 'create');
    expect(ok.ok && ok.value.tags).toEqual(['gyn', 'bethesda-2014']);
    expect(ok.ok && ok.value.isPublic).toBe(false);
  });
});

describe('courses', () => {
  it('need items with a type and an id, and a P.A.C.E. program number of the pattern', () => {
    expect(messages('module', { ...base }, 'create')).toEqual([['items', 'Required']]);
    expect(messages('module', { ...base, items: [{ type: 'quiz' }, { type: 'lecture', itemId: 'q1' }] }, 'create')).toEqual([
      ['items.0.itemId', 'Required'],
      ['items.1.type', 'Must be selected'],
    ]);
    expect(messages('module', { ...base, items: [], paceCertificateEnabled: true, paceProgramNumber: '510-503-2026' }, 'create')).toEqual([
      ['paceProgramNumber', 'Too long by 2 characters'],
      ['paceProgramNumber', 'Does not match pattern ^\\d{3}-\\d{3}-\\d{2}$'],
    ]);
    expect(validateContent('module', { ...base, items: [], paceProgramNumber: defaultPaceProgramNumber(2026) }, 'create').ok).toBe(true);
    expect(defaultPaceProgramNumber(2026)).toBe('510-503-26');
  });
});

describe('assignments', () => {
  it('need a course per entry and a passing score of 0 to 100 in steps of 5', () => {
    expect(messages('curriculum', { ...base, entries: [{ passingScore: 72 }, { moduleId: 'm1', passingScore: 105 }] }, 'create')).toEqual([
      ['entries.0.moduleId', 'Required'],
      ['entries.0.passingScore', 'Must be an even multiple of 5'],
      ['entries.1.passingScore', 'Must be less than 101'],
    ]);
    expect(
      validateContent('curriculum', { ...base, entries: [{ moduleId: 'm1', passingScore: 75, schedule: { enabled: true, due: 1_800_000_000_000 } }] }, 'create')
        .ok,
    ).toBe(true);
  });
});

describe('assignment attempts (issue 30)', () => {
  it('take a whole number of attempts from 1 to 10, and 1 when an entry says none', () => {
    const entry = (maxAttempts: unknown) => ({ ...base, entries: [{ moduleId: 'm1', passingScore: 70, maxAttempts }] });
    expect(messages('curriculum', entry(0), 'create')).toEqual([['entries.0.maxAttempts', 'Must be greater than 0']]);
    expect(messages('curriculum', entry(11), 'create')).toEqual([['entries.0.maxAttempts', 'Must be less than 11']]);
    expect(messages('curriculum', entry(2.5), 'create')).toEqual([['entries.0.maxAttempts', 'Must be an even multiple of 1']]);
    expect(validateContent('curriculum', entry(10), 'create').ok).toBe(true);
    const absent = validateContent('curriculum', { ...base, entries: [{ moduleId: 'm1', passingScore: 70 }] }, 'create');
    expect(absent.ok && (absent.value as { entries: { maxAttempts: number }[] }).entries[0]?.maxAttempts).toBe(1);
  });
});

describe('presentations', () => {
  const page = (file: object, title = ' Intro ') => ({ title, file });

  it('need a title and 1 to 100 pages with trimmed titles and addresses without spaces', () => {
    expect(messages('presentation', { ...base, pages: [] }, 'create')).toEqual([
      ['title', 'Required'],
      ['pages', 'Need at least 1 items'],
    ]);
    expect(
      messages('presentation', { ...base, title: 'T', pages: Array.from({ length: 101 }, () => page({ type: 'Uploaded File', src: 'f1' })) }, 'create'),
    ).toEqual([['pages', 'Can only have up to 100 items']]);
    expect(messages('presentation', { ...base, title: 'T', pages: [page({ type: 'Embedded Link', url: 'https://x.test/a b' }, '  ')] }, 'create')).toEqual([
      ['pages.0.title', 'Required'],
      ['pages.0.file.url', 'Does not match pattern ^https?://\\S+$'],
    ]);
    const ok = validateContent(
      'presentation',
      { ...base, title: ' Screening ', pages: [page({ type: 'Embedded Video', url: 'https://video.test/1' })] },
      'create',
    );
    expect(ok.ok && [ok.value.title, (ok.value.pages as { title: string }[])[0]!.title]).toEqual(['Screening', 'Intro']);
  });

  it('need the address of embedded pages and the file of uploaded ones (code 1), also on update', () => {
    const pages = [page({ type: 'Embedded Video' }), page({ type: 'Embedded Link', url: ' ' }), page({ type: 'Uploaded File', url: 'https://x.test' })];
    expect(validateContent('presentation', { ...base, title: 'T', pages }, 'create').errors).toEqual([
      { field: 'pages.0.file.url', message: 'Required', code: 1 },
      { field: 'pages.1.file.url', message: 'Required', code: 1 },
      { field: 'pages.2.file.src', message: 'Required', code: 1 },
    ]);
    expect(messages('presentation', { pages: [page({ type: 'Uploaded File', src: '' })] }, 'update', { ...base, title: 'T' })).toEqual([
      ['pages.0.file.src', 'Required'],
    ]);
  });
});

describe('quizzes', () => {
  const quiz = (pages: object[]) => ({ ...base, pages });

  it('need at least one question page', () => {
    expect(messages('quiz', quiz([{ type: 'info', title: 'Welcome', items: [{ type: 'text', value: 'Hi' }] }]), 'create')).toEqual([
      ['pages', 'At least one quiz page with questions and answer(s) is required'],
    ]);
  });

  it.each([
    [{ choices: [choice(true)] }, ['[Page #1] Must have at least two choices']],
    [{ maxChoices: 3, choices: [choice(true), choice(false)] }, ['[Page #1] Max choices is higher than the number of choices provided']],
    [{ minChoices: 2, maxChoices: 1, choices: [choice(true), choice(true), choice(false)] }, ['[Page #1] Max choices cannot be fewer than min choices']],
    [{ choices: [choice(false), choice(false)] }, ['[Page #1] Must have at least 1 correct choices']],
    [
      { minChoices: 2, maxChoices: 0, choices: [choice(true), choice(false), choice(false)] },
      ['[Page #1] Number of correct choices cannot be fewer than min choices'],
    ],
  ])('answers %j with the spec message', (block, expected) => {
    expect(validateContent('quiz', quiz([questionPage(block)]), 'create').errors.map((e) => e.message)).toEqual(expected);
  });

  it('numbers the page in the message and defaults graded, summary page and choice counts', () => {
    const pages = [{ type: 'info', title: 'Intro', items: [] }, questionPage({ choices: [choice(true)] })];
    expect(messages('quiz', quiz(pages), 'create')).toEqual([['pages.1.quiz', '[Page #2] Must have at least two choices']]);
    const ok = validateContent('quiz', quiz([questionPage({ choices: [choice(true), choice(false)] })]), 'create');
    expect(ok.ok && [ok.value.graded, ok.value.summaryPage]).toEqual([true, true]);
  });

  it('checks an update against the quiz as it will be', () => {
    const stored = { pages: [questionPage({ choices: [choice(true), choice(false)] })] };
    expect(validateContent('quiz', { name: 'Renamed quiz' }, 'update', stored).ok).toBe(true);
    expect(messages('quiz', { pages: [questionPage({ choices: [] })] }, 'update', stored)).toEqual([
      ['pages.0.quiz', '[Page #1] Must have at least two choices'],
      ['pages.0.quiz', '[Page #1] Max choices is higher than the number of choices provided'],
      ['pages.0.quiz', '[Page #1] Must have at least 1 correct choices'],
    ]);
  });
});

describe('slide tests and evaluation forms', () => {
  it('need slides, and sections with items to rate', () => {
    expect(messages('test', { ...base, slides: [''] }, 'create')).toEqual([['slides.0', 'Required']]);
    expect(messages('test', { ...base, slides: [] }, 'create')).toEqual([['slides', 'Need at least 1 items']]);
    expect(messages('test', { ...base }, 'create')).toEqual([['slides', 'Required']]);
    expect(messages('feedback', { ...base, formData: [{ title: 'Speaker', items: [] }] }, 'create')).toEqual([['formData.0.items', 'Need at least 1 items']]);
  });

  it('need no slides of their own when a proficiency test draws from a pool', () => {
    const pt = (proficiency: object) => messages('test', { ...base, slides: [], proficiency }, 'create');
    expect(pt({ enabled: true, size: 10, pool: 'pt-pool' })).toEqual([]);
    expect(pt({ enabled: true, size: 10 })).toEqual([['slides', 'Need at least 1 items']]);
    expect(pt({ enabled: false, size: 10, pool: 'pt-pool' })).toEqual([['slides', 'Need at least 1 items']]);
    // An update is checked with the stored fields: emptying the slides of a pool test is fine, of a fixed one not.
    const stored = { ...base, slides: ['s1'], proficiency: { enabled: true, size: 10, pool: 'pt-pool' } };
    expect(messages('test', { slides: [] }, 'update', stored)).toEqual([]);
    expect(messages('test', { slides: [] }, 'update', { ...stored, proficiency: { enabled: true, size: 10 } })).toEqual([['slides', 'Need at least 1 items']]);
  });

  it('need no slides of their own as the practice set test, which is never a proficiency test', () => {
    const practice = (fields: object) => messages('test', { ...base, slides: [], ...fields }, 'create');
    expect(practice({ practiceSet: true })).toEqual([]);
    expect(practice({ practiceSet: false })).toEqual([['slides', 'Need at least 1 items']]);
    expect(practice({ practiceSet: true, proficiency: { enabled: true, size: 10, pool: 'pt-pool' } })).toEqual([['practiceSet', PRACTICE_MSG.notProficiency]]);
    expect(practice({ practiceSet: true, proficiency: { enabled: false, size: 10 } })).toEqual([]);
  });

  it('take a scoring mode and proficiency settings within their options and bounds', () => {
    const pt = (proficiency: object, scoringMode: unknown = 'partial') => messages('test', { ...base, slides: ['s1'], scoringMode, proficiency }, 'create');
    expect(pt({ enabled: true, size: 20, timeLimit: 240, pool: 'pt-pool' })).toEqual([]);
    expect(pt({ enabled: true, size: 10 }, 'exact')).toEqual([]);
    expect(pt({ enabled: true, size: 12 })).toEqual([['proficiency.size', expect.any(String)]]);
    expect(pt({ enabled: true, size: 10, timeLimit: 481 })).toEqual([['proficiency.timeLimit', 'Must be less than 481']]);
    expect(pt({ enabled: true, size: 10, timeLimit: 0 })).toEqual([['proficiency.timeLimit', 'Must be greater than 0']]);
    expect(pt({ enabled: false }, 'loose')).toEqual([['scoringMode', expect.any(String)]]);
  });
});

describe('slides', () => {
  const slide = (extra: object = {}) => ({ accession: ' ab-123 45 ', cellCount: 1200, solution: { type: 'GYN', result: 'HSIL' }, ...extra });

  it('clean the accession (trimmed, upper-cased, other characters stripped) and check 5 to 64 characters', () => {
    const ok = validateContent('slide', slide(), 'create');
    expect(ok.ok && ok.value.accession).toBe('AB12345');
    expect(messages('slide', slide({ accession: 'a-b c' }), 'create')).toEqual([['accession', 'Must be at least 5 characters']]);
  });

  it('check cell count steps, atypia bounds, at most 4 solution objects and notes only on solution objects', () => {
    expect(messages('slide', slide({ cellCount: 150, atyp: 1.5, solution: { type: 'GYN', objects: ['a', 'b', 'c', 'd', 'e'] } }), 'create')).toEqual([
      ['cellCount', 'Must be an even multiple of 100'],
      ['atyp', 'Must be less than 1.1'],
      ['solution.objects', 'Can only have up to 4 items'],
    ]);
    expect(messages('slide', slide({ solution: { type: 'GYN', objects: ['a'], objectText: { a: 'koilocyte', b: 'stray note' } } }), 'create')).toEqual([
      ['solution.objectText.b', 'Found entry for non-solution object'],
    ]);
  });

  it('keep notes on solution objects to a map of at most 4 notes of at most 2,000 characters', () => {
    const notes = (objectText: unknown, objects = ['a', 'b', 'c', 'd']) =>
      messages('slide', slide({ solution: { type: 'GYN', objects, objectText } }), 'create');
    const ok = validateContent('slide', slide({ solution: { type: 'GYN', objects: ['a'], objectText: { a: ' koilocyte ' } } }), 'create');
    expect(ok.ok && (ok.value.solution as { objectText: unknown }).objectText).toEqual({ a: ' koilocyte ' });
    expect(notes({ a: 'x'.repeat(2000) })).toEqual([]);
    expect(notes({ a: 'x'.repeat(1_000_000) })).toEqual([['solution.objectText.a', 'Too long by 998000 characters']]);
    expect(notes({ a: 'x', b: 'x', c: 'x', d: 'x', e: 'x' })).toEqual([['solution.objectText', 'Can only have up to 4 items']]);
    expect(notes({ a: { nested: 'x'.repeat(100) } })).toEqual([['solution.objectText.a', 'Value is not valid']]);
    expect(notes('a note')).toEqual([['solution.objectText', 'Value is not valid']]);
    expect(notes({ a: 'x' }, ['a'.repeat(65)])).toEqual([['solution.objects.0', 'Too long by 1 characters']]);
  });

  it('name themselves after the accession and drop a result that does not belong to the solution type', () => {
    expect(normalizeSlide({ name: 'Untitled Slide', accession: 'AB12345', solution: { type: 'Other Non-GYN', result: 'HSIL' } })).toEqual({
      name: 'Slide #AB12345',
      accession: 'AB12345',
      solution: { type: 'Other Non-GYN', result: null },
    });
    expect(normalizeSlide({ name: 'Teaching case', accession: 'AB12345', solution: { type: 'GYN', result: 'HSIL' } }).solution).toEqual({
      type: 'GYN',
      result: 'HSIL',
    });
  });
});

describe('every content type', () => {
  /** Every string and address a definition holds, however deep, with its path. */
  function* texts(def: FieldDefinition, path: string): Generator<[string, FieldDefinition]> {
    if (def.type === 'string' || def.type === 'url') yield [path, def];
    if (def.type === 'array') yield* texts(def.item, `${path}.0`);
    if (def.type === 'tuple') for (const [i, item] of def.items.entries()) yield* texts(item, `${path}.${i}`);
    if (def.type === 'object') for (const [key, field] of Object.entries(def.fields)) yield* texts(field, path === '' ? key : `${path}.${key}`);
    if (def.type === 'any' && def.values) yield* texts(def.values, `${path}.key`);
  }
  const fields = AUTHORED_CONTENT_TYPES.flatMap((type) =>
    [...texts(CONTENT_TYPE_SCHEMAS[type].definition, '')].map(([path, def]) => [type, path, def] as const),
  );

  it('has text fields to check', () => expect(fields.length).toBeGreaterThan(40));

  it.each(fields)('%s: %s refuses a megabyte of text', (_type, _path, def) => {
    const errors = validate(compileField(def), 'x'.repeat(1_000_000)).errors.map((e) => e.message);
    expect(errors[0]).toMatch(/^Too long by \d+ characters$/);
  });
});
