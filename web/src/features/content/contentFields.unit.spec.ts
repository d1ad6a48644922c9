import { describe, expect, it } from '@jest/globals';
import { DAY_MS, daysToMs, msToDays, scheduleFieldMode } from './assignment/scheduleValues';
import { courseItemHref, courseItemNames, courseItemsOf } from './course/courseItems';
import { combineRenderers, pathMatch } from './detail/fieldContext';
import { presentationFileParts } from './presentation/presentationFile';
import { quizFieldRole } from './quiz/quizLayout';

describe('course items', () => {
  it('are read from the form value, named from the saved list first, then the pickers', () => {
    expect(courseItemsOf([{ type: 'quiz', itemId: 'q1' }, 'junk', { type: 7 }])).toEqual([
      { type: 'quiz', itemId: 'q1' },
      { type: '', itemId: '' },
    ]);
    const names = courseItemNames(
      [
        { type: 'quiz', itemId: 'q1', name: 'Saved name', active: true },
        { type: 'test', itemId: 't1', name: null, active: false },
      ],
      {
        quiz: [
          { itemid: 'q1', name: 'Picker name' },
          { itemid: 'q2', name: 'Second quiz' },
        ],
        test: [{ itemid: 't1', name: 'Slide test' }],
        case: undefined,
      },
    );
    expect(Object.fromEntries(names)).toEqual({ 'quiz:q1': 'Saved name', 'quiz:q2': 'Second quiz', 'test:t1': 'Slide test' });
  });

  it('link to their own detail, except slides', () => {
    expect(courseItemHref({ type: 'presentation', itemId: 'p1' })).toBe('/dashboard/content/presentations/p1/back');
    expect(courseItemHref({ type: 'known', itemId: 's1' })).toBeNull();
  });
});

describe('assignment schedules', () => {
  it('show their fields only while enabled, and relative dates in days', () => {
    expect(scheduleFieldMode('enabled', { enabled: false })).toBe('default');
    expect(scheduleFieldMode('start', { enabled: false })).toBe('hidden');
    expect(scheduleFieldMode('start', { enabled: true })).toBe('default');
    expect(scheduleFieldMode('due', { enabled: true, relativeDates: true })).toBe('days');
    expect(scheduleFieldMode('allowEarly', { enabled: true, relativeDates: true })).toBe('default');
    expect(scheduleFieldMode('start', null)).toBe('hidden');
  });

  it('keep relative days as milliseconds', () => {
    expect(daysToMs(7)).toBe(7 * DAY_MS);
    expect(daysToMs(null)).toBeNull();
    expect(msToDays(14 * DAY_MS)).toBe(14);
    expect(msToDays(null)).toBeNull();
  });
});

describe('the quiz builder', () => {
  const values = {
    pages: [
      { type: 'info', items: [{ type: 'image' }, { type: 'text' }] },
      { type: 'text-choice', items: [] },
      { type: 'image-choice', items: [] },
    ],
  };

  it('shows the question block on question pages only', () => {
    expect(quizFieldRole('pages.0.quiz', values)).toBe('hidden');
    expect(quizFieldRole('pages.1.quiz', values)).toBeUndefined();
    expect(quizFieldRole('pages.2.quiz', values)).toBeUndefined();
    expect(quizFieldRole('pages.1.quiz.question', values)).toBe('flatten');
  });

  it('shows a page item as text or as an image by its type', () => {
    expect([quizFieldRole('pages.0.items.0.value', values), quizFieldRole('pages.0.items.0.src', values)]).toEqual(['hidden', 'image']);
    expect([quizFieldRole('pages.0.items.1.value', values), quizFieldRole('pages.0.items.1.src', values)]).toEqual([undefined, 'hidden']);
    expect(quizFieldRole('pages.0.items.1.type', values)).toBe('itemType');
    expect(quizFieldRole('pages.0.type', values)).toBe('pageType');
  });

  it('gives choices images on image pages only', () => {
    expect(quizFieldRole('pages.1.quiz.choices.0.choiceImg', values)).toBe('hidden');
    expect(quizFieldRole('pages.2.quiz.choices.0.helperImg', values)).toBe('image');
    expect(quizFieldRole('pages.2.quiz.question.questionImg', values)).toBe('image');
    expect(quizFieldRole('name', values)).toBeUndefined();
  });
});

describe('presentation pages', () => {
  it('ask for an address when embedded, for a file when uploaded', () => {
    expect(presentationFileParts('Embedded Video')).toEqual({ url: true, upload: false });
    expect(presentationFileParts('Embedded Link')).toEqual({ url: true, upload: false });
    expect(presentationFileParts('Uploaded File')).toEqual({ url: false, upload: true });
    expect(presentationFileParts(null)).toEqual({ url: false, upload: false });
  });
});

describe('field renderings', () => {
  it('take the first one that is not the default; null hides a field', () => {
    const info = (path: string) => ({ path, name: path, label: path, definition: { type: 'string' as const } });
    const render = combineRenderers(
      (field) => (field.path === 'a' ? null : undefined),
      (field) => (field.path === 'a' || field.path === 'b' ? `second ${field.path}` : undefined),
    );
    expect([render(info('a')), render(info('b')), render(info('c'))]).toEqual([null, 'second b', undefined]);
    expect(pathMatch('pages.2.file', /^pages\.(\d+)\.file$/)).toEqual(['2']);
    expect(pathMatch('pages.2.title', /^pages\.(\d+)\.file$/)).toBeNull();
  });
});
