import { describe, expect, it } from '@jest/globals';
import { CSV_HEADER, csvFileProblem, MAX_CSV_BYTES, previewSummary, resultSummary } from './csvFile';

const row = (line: number, errors: { field: string; message: string }[] = []) => ({
  line,
  email: `u${line}@lab.test`,
  firstName: 'A',
  lastName: 'B',
  role: '',
  group: '',
  errors,
});

describe('CSV import helpers', () => {
  it('refuses files over 1,000,000 bytes, and empty ones, before reading them', () => {
    expect(csvFileProblem({ name: 'users.csv', size: 1200 })).toBeNull();
    expect(csvFileProblem({ name: 'users.csv', size: MAX_CSV_BYTES })).toBeNull();
    expect(csvFileProblem({ name: 'big.csv', size: 2_500_000 })).toBe("File 'big.csv' is too large. Must be less than 1.0 MB, but is 2.5 MB.");
    expect(csvFileProblem({ name: 'empty.csv', size: 0 })).toMatch(/too small/);
  });

  it('names the columns of the header row', () => {
    expect(CSV_HEADER).toBe('email,firstName,lastName,role,group,lab,profession,country,postalCode');
  });

  it('summarises the preview and the result', () => {
    expect(previewSummary({ rows: [row(2), row(3)], valid: 2, invalid: 0 })).toBe('2 rows are ready to import.');
    expect(previewSummary({ rows: [], valid: 1, invalid: 1 })).toBe('1 row is ready to import; 1 row has errors and will be skipped.');
    expect(resultSummary({ imported: 3, failed: [] })).toBe('Imported 3 users.');
    expect(resultSummary({ imported: 1, failed: [row(4, [{ field: 'email', message: 'Required' }]), row(5)] })).toBe(
      'Imported 1 user. 2 rows were not imported:',
    );
  });
});
