import { describe, expect, it } from '@jest/globals';
import { CONTENT_TYPE_SCHEMAS, type FieldDefinition, type ObjectDefinition } from '@cytocampus/schema';
import { canAddEntry, entryControls, moveEntry } from './listBounds';
import { formSections, layoutRuns } from './layout';
import { acceptOf, pickerRefusal } from './filePicker';
import { canStep, numberRulesOf, settleNumber, stepNumber } from './numberRules';
import { initialValue, schemaValues, valueAt, valueFor } from './schemaValues';
import { schemaChanges, schemaDescriptions, validateSchemaValues } from './schemaValidation';
import { entryName, fieldLabel, isShown } from './visibility';

const { definition: PRESENTATION } = CONTENT_TYPE_SCHEMAS.presentation;
const { definition: QUIZ, check: QUIZ_CHECK } = CONTENT_TYPE_SCHEMAS.quiz;
const { definition: MODULE } = CONTENT_TYPE_SCHEMAS.module;

describe('initial values', () => {
  it('gives each field type something an input can show, or its default', () => {
    const defs: FieldDefinition[] = [
      { type: 'string' },
      { type: 'url' },
      { type: 'uuid' },
      { type: 'bool' },
      { type: 'number' },
      { type: 'number', defaultValue: 70 },
      { type: 'date' },
      { type: 'option', options: [] },
      { type: 'file', accept: ['pdf'] },
      { type: 'tuple', items: [{ type: 'string' }, { type: 'index' }] },
    ];
    expect(defs.map(initialValue)).toEqual(['', '', '', false, null, 70, null, null, null, ['', null]]);
  });

  it('starts lists at their minimum with new entries, and objects with every field', () => {
    const pages = initialValue(PRESENTATION.fields.pages!);
    expect(pages).toEqual([{ title: '', file: { type: null, url: '', src: '', playedCurrentTime: null } }]);
    expect(schemaValues(MODULE)).toMatchObject({ name: 'Unnamed', tags: [], isPublic: false, items: [], paceProgramNumber: '' });
  });

  it('copies defaults, so entries never share them', () => {
    const def: FieldDefinition = { type: 'array', item: { type: 'string' }, defaultValue: ['a'] };
    const first = initialValue(def) as string[];
    first.push('b');
    expect(initialValue(def)).toEqual(['a']);
  });

  it('fills in what a stored item lacks and drops what the definition does not know', () => {
    const stored = { name: 'Screening', title: 'T', pages: [{ title: 'One', file: { type: 'Embedded Link', url: 'https://x.test', legacy: 1 } }], stray: true };
    const values = schemaValues(PRESENTATION, stored);
    expect(values.pages).toEqual([{ title: 'One', file: { type: 'Embedded Link', url: 'https://x.test', src: '', playedCurrentTime: null } }]);
    expect('stray' in values).toBe(false);
    expect(values.description).toBe('');
    expect(valueFor({ type: 'array', item: { type: 'string' } }, 'not a list')).toEqual([]);
    expect(valueAt(values, 'pages.0.file.type')).toBe('Embedded Link');
    expect(valueAt(values, 'pages.3.title')).toBeUndefined();
  });
});

describe('list bounds', () => {
  it('disables Add at the maximum and Remove at the minimum; 0 means no bound', () => {
    expect(canAddEntry(99, { max: 100 })).toBe(true);
    expect(canAddEntry(100, { max: 100 })).toBe(false);
    expect(canAddEntry(1000, {})).toBe(true);
    expect(entryControls(0, 1, { min: 1 }).canRemove).toBe(false);
    expect(entryControls(0, 2, { min: 1 }).canRemove).toBe(true);
    expect(entryControls(0, 1, {}).canRemove).toBe(true);
  });

  it('disables Move up on the first entry and Move down on the last', () => {
    expect(entryControls(0, 3, {})).toMatchObject({ canMoveUp: false, canMoveDown: true });
    expect(entryControls(1, 3, {})).toMatchObject({ canMoveUp: true, canMoveDown: true });
    expect(entryControls(2, 3, {})).toMatchObject({ canMoveUp: true, canMoveDown: false });
    expect(moveEntry(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveEntry(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});

describe('number fields', () => {
  const score = numberRulesOf({ type: 'number', min: 0, max: 100, step: 5 });

  it('step to the next multiple of the step within the bounds', () => {
    expect(stepNumber(70, 1, score)).toBe(75);
    expect(stepNumber(72, 1, score)).toBe(75);
    expect(stepNumber(72, -1, score)).toBe(70);
    expect(stepNumber(100, 1, score)).toBe(100);
    expect(stepNumber(0, -1, score)).toBe(0);
    expect(stepNumber(null, 1, score)).toBe(0);
    expect(stepNumber(0.1, 1, { step: 0.1 })).toBe(0.2);
    expect(stepNumber(3, -1, numberRulesOf({ type: 'index' }))).toBe(2);
  });

  it('disable a step button at its bound', () => {
    expect([canStep(100, 1, score), canStep(100, -1, score), canStep(0, -1, score), canStep(null, -1, score)]).toEqual([false, true, false, true]);
  });

  it('clamp what is typed when the field is left', () => {
    expect(settleNumber(140, score)).toBe(100);
    expect(settleNumber('-3', score)).toBe(0);
    expect(settleNumber('', score)).toBeNull();
    expect(settleNumber(2.6, numberRulesOf({ type: 'index', max: 2 }))).toBe(2);
    expect(settleNumber(1.6, numberRulesOf({ type: 'index' }))).toBe(2);
  });
});

describe('display rules', () => {
  it('show a field with `when` only while its sibling holds the value', () => {
    const number = MODULE.fields.paceProgramNumber!;
    expect(isShown(number, { paceCertificateEnabled: false })).toBe(false);
    expect(isShown(number, { paceCertificateEnabled: true })).toBe(true);
    expect(isShown({ type: 'string', display: { widget: 'hidden' } }, {})).toBe(false);
    expect(isShown({ type: 'string' }, {})).toBe(true);
  });

  it('label fields by their description, else their key in words', () => {
    expect(fieldLabel('name', MODULE.fields.name!)).toBe('Name');
    expect(fieldLabel('paceProgramNumber', { type: 'string' })).toBe('Pace program number');
    expect(entryName(QUIZ.fields.pages!.type === 'array' ? QUIZ.fields.pages!.item : { type: 'any' }, 'Pages')).toBe('Page');
    expect(entryName({ type: 'string', desc: 'Slide' }, 'Slides')).toBe('Slide');
    expect(entryName({ type: 'string' }, 'Address')).toBe('Address');
  });

  it('group fields into the definition’s sections, short fields two to a row', () => {
    const def: ObjectDefinition = {
      type: 'object',
      sections: ['Info', 'More'],
      fields: { a: { type: 'string', display: { section: 'More' } }, b: { type: 'bool' }, c: { type: 'string', display: { section: 'Info' } } },
    };
    expect(formSections(def)).toEqual([
      { title: 'Details', keys: ['b'] },
      { title: 'Info', keys: ['c'] },
      { title: 'More', keys: ['a'] },
    ]);
    expect(formSections(QUIZ).map((s) => s.title)).toEqual(['Info', 'Pages', 'Sharing']);
    // A definition that names 'Details' places it (slides: Info first).
    expect(formSections({ ...def, sections: ['Info', 'Details', 'More'] }).map((s) => s.title)).toEqual(['Info', 'Details', 'More']);
    expect(layoutRuns(['name', 'description', 'isPublic', 'graded', 'summaryPage'], QUIZ.fields)).toEqual([
      { wide: false, keys: ['name'] },
      { wide: true, keys: ['description'] },
      { wide: false, keys: ['isPublic', 'graded', 'summaryPage'] },
    ]);
  });
});

describe('validation', () => {
  const page = (title: string) => ({
    type: 'text-choice',
    title,
    items: [],
    quiz: { question: { highlight: '', questionText: 'Which?', questionImg: '' }, solution: '', minChoices: 1, maxChoices: 1, choices: [] },
  });

  it('checks a new item whole and an existing one by its changes, with the rules across fields', () => {
    const values = schemaValues(QUIZ, { name: 'Bethesda quiz', pages: [page('')] });
    expect(validateSchemaValues(QUIZ, values, values, true, QUIZ_CHECK).map((e) => e.field)).toEqual(['pages.0.title']);
    const fixed = schemaValues(QUIZ, { ...values, pages: [page('Q1')] });
    expect(validateSchemaValues(QUIZ, fixed, fixed, true, QUIZ_CHECK).map((e) => e.message)).toContain('[Page #1] Must have at least two choices');
    const renamed = { ...fixed, name: 'Renamed quiz' };
    expect(schemaChanges(renamed, fixed)).toEqual({ name: 'Renamed quiz' });
    expect(validateSchemaValues(QUIZ, { ...fixed, name: 'Quiz' }, fixed, false).map((e) => [e.field, e.message])).toEqual([
      ['name', 'Must be at least 5 characters'],
    ]);
  });

  it('describes every path of the values so errors read "description: message"', () => {
    const values = schemaValues(QUIZ, { pages: [page('Q1')], tags: ['a', 'b'] });
    const labels = schemaDescriptions(QUIZ, values);
    expect(labels).toMatchObject({
      name: 'Name',
      pages: 'Pages',
      'pages.0.title': 'Page title',
      'pages.0.quiz': 'Question',
      'pages.0.quiz.question.questionText': 'Question',
    });
    expect(labels['tags.0']).toBeUndefined();
    expect(schemaDescriptions(CONTENT_TYPE_SCHEMAS.test.definition, schemaValues(CONTENT_TYPE_SCHEMAS.test.definition, { slides: ['s1'] }))['slides.0']).toBe(
      'Slide',
    );
  });
});

describe('the file picker', () => {
  it('refuses files of 10,000,000 bytes or more with the spec warning', () => {
    expect(pickerRefusal({ name: 'slide.tif', size: 9_999_999 })).toBeNull();
    expect(pickerRefusal({ name: 'slide.tif', size: 12_345_678 })).toBe("File 'slide.tif' is too large. Must be less than 10.0 MB, but is 12.3 MB.");
  });

  it('accepts the field’s kinds by type and extension', () => {
    expect(acceptOf(['jpg', 'pdf'])).toBe('image/jpeg,.jpg,.jpeg,application/pdf,.pdf');
  });
});
