import { describe, expect, it } from '@jest/globals';
import { FORM_ERROR_TEXT, formatDate, formatFileSize, GENERIC } from '../index.js';

describe('generic schema messages', () => {
  it.each([
    [GENERIC.required, 'Required'],
    [GENERIC.mustBeSelected, 'Must be selected'],
    [GENERIC.needAtLeastItems(2), 'Need at least 2 items'],
    [GENERIC.canOnlyHaveUpTo(5), 'Can only have up to 5 items'],
    [GENERIC.mustBeLaterThan('01/02/2026'), 'Must be later than 01/02/2026'],
    [GENERIC.mustBeBefore('12/31/2026'), 'Must be before 12/31/2026'],
    [GENERIC.mustBeGreaterThan(0), 'Must be greater than 0'],
    [GENERIC.mustBeLessThan(100), 'Must be less than 100'],
    [GENERIC.mustBeEvenMultipleOf(5), 'Must be an even multiple of 5'],
    [GENERIC.mustBeAtLeastCharacters(4), 'Must be at least 4 characters'],
    [GENERIC.tooLongBy(3), 'Too long by 3 characters'],
    [GENERIC.doesNotMatchPattern('^\\S+$'), 'Does not match pattern ^\\S+$'],
    [GENERIC.propertyDoesNotMatchPattern('tag', '^[a-z]+$'), 'Property tag does not match pattern ^[a-z]+$'],
    [GENERIC.propertyNotInShape('colour'), 'Property colour is not in defined shape'],
    [GENERIC.pickerFileTooLarge('scan.tif', '10.0 MB', '12.5 MB'), "File 'scan.tif' is too large. Must be less than 10.0 MB, but is 12.5 MB."],
    [GENERIC.fileTooLarge('5.2 MB', '6.0 MB'), 'Selected file is too large. Must be less than 5.2 MB, but is 6.0 MB.'],
    [GENERIC.fileTooSmall('1 B', '0 B'), 'Selected file is too small. Must be at least 1 B, but is 0 B.'],
    [GENERIC.filenameDoesNotMatchPattern('\\.csv$'), 'Filename does not match pattern \\.csv$'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('labels the form error codes', () => {
    expect(FORM_ERROR_TEXT).toEqual({ 1: 'Missing required value', 2: 'Value is not valid', 3: 'Something funky happened' });
  });
});

describe('formats', () => {
  it('writes dates MM/DD/YYYY, with the time when asked', () => {
    const ms = Date.UTC(2026, 0, 5, 9, 7);
    expect(formatDate(ms)).toBe('01/05/2026');
    expect(formatDate(ms, true)).toBe('01/05/2026 at 09:07');
  });

  it('writes file sizes in SI or binary units with one decimal', () => {
    expect(formatFileSize(999)).toBe('999 B');
    expect(formatFileSize(5242880)).toBe('5.2 MB');
    expect(formatFileSize(5242880, true)).toBe('5.0 MiB');
    expect(formatFileSize(10_000_000)).toBe('10.0 MB');
    expect(formatFileSize(1536, true)).toBe('1.5 KiB');
  });
});
