import { describe, expect, it } from '@jest/globals';
import { ANALYSIS_FILE_MESSAGES, AnalysisFileError } from '../errors.js';
import { OOI_CATEGORIES } from './categories.js';
import { ANALYSIS_FILE_MAX_BYTES, parseAnalysisFile } from './parse-analysis-file.js';

const json = (doc: unknown) => JSON.stringify(doc);
const wrapped = (meta: object) => json({ AnalysisMetadata: meta });

function refusal(input: string | Uint8Array): AnalysisFileError {
  try {
    parseAnalysisFile(input);
  } catch (error) {
    if (error instanceof AnalysisFileError) return error;
    throw error;
  }
  throw new Error('expected the file to be refused');
}

describe('parseAnalysisFile: JSON 1.0.16', () => {
  const file = wrapped({
    AlgorithmVersion: '1.0.16',
    Groups: [
      {
        GroupType: 'Area',
        OOIs: [
          { X: 10, Y: 20, Rank: 2 },
          { X: 30.6, Y: 40.2, Rank: 1, Score: 0.9 },
        ],
      },
      { GroupType: 'CIOD', OOIs: [{ X: 1, Y: 2 }] },
      { GroupType: 'NCRatio', OOIs: [{ X: 3, Y: 4 }] },
      { GroupType: 'Clusters', OOIs: [{ X: 5, Y: 6 }] },
      { GroupType: 'Infection', OOIs: [{ X: 7, Y: 8 }] },
    ],
    SlideMetrics: { CellCount: 12345, Atyp: 0.42, AtypSD: 0.13 },
  });

  it('gives objects of interest in the spec shape, one list per category, ranked', () => {
    const parsed = parseAnalysisFile(Buffer.from(file), 'slide.json');
    expect(parsed.algorithmVersion).toBe('1.0.16');
    expect(parsed.objects).toHaveLength(5);
    expect(parsed.objects[0]).toEqual([
      { id: 'area-1', coords: { x: 31, y: 40 }, cat: { idx: 0, name: 'Area (Diagnostic Cells)' }, rank: 1, custom: false },
      { id: 'area-2', coords: { x: 10, y: 20 }, cat: { idx: 0, name: 'Area (Diagnostic Cells)' }, rank: 2, custom: false },
    ]);
    expect(parsed.objects.map((list) => list[0]?.cat.name)).toEqual(OOI_CATEGORIES.map((c) => c.name));
    expect(parsed.objects.map((list) => list[0]?.cat.name)).toEqual([
      'Area (Diagnostic Cells)',
      'CIOD',
      'NCRatio (Background)',
      'Clusters (Endocervical Component / Clusters)',
      'Infection (Infections)',
    ]);
    expect(parsed.metrics).toEqual({ cellCount: 12345, atyp: 0.42, atypsd: 0.13 });
    expect(parsed.accession).toBeNull();
    expect(parsed.skipped).toBe(0);
  });

  it('also reads the metadata object without its wrapper', () => {
    const parsed = parseAnalysisFile(json({ AlgorithmVersion: '1.0.16', Groups: [{ GroupType: 'clusters', OOIs: [{ X: 1, Y: 1 }] }] }));
    expect(parsed.objects[3]).toHaveLength(1);
    expect(parsed.metrics).toEqual({ cellCount: null, atyp: null, atypsd: null });
  });
});

describe('parseAnalysisFile: version differences', () => {
  it('1.0.0 names groups by index, ranks by file order and has only a cell count', () => {
    const parsed = parseAnalysisFile(
      wrapped({
        AlgorithmVersion: '1.0.0',
        Groups: [
          {
            GroupType: 4,
            OOIs: [
              { X: 5, Y: 5, Rank: 9 },
              { X: 6, Y: 6, Rank: 1 },
            ],
          },
          { GroupType: '2', OOIs: [{ X: 1, Y: 1 }] },
        ],
        SlideMetrics: { CellCount: 900.4, Atyp: 0.5, AtypSD: 0.1 },
      }),
    );
    expect(parsed.algorithmVersion).toBe('1.0.0');
    expect(parsed.objects[4]!.map((o) => o.coords.x)).toEqual([5, 6]);
    expect(parsed.objects[2]).toHaveLength(1);
    expect(parsed.metrics).toEqual({ cellCount: 900, atyp: null, atypsd: null });
  });

  it('1.0.0 refuses category names', () => {
    expect(refusal(wrapped({ AlgorithmVersion: '1.0.0', Groups: [{ GroupType: 'Area', OOIs: [] }] })).message).toBe('Invalid JSON provided.');
  });

  it('1.0.7 names groups, uses Rank and the atypia index but not its spread', () => {
    const parsed = parseAnalysisFile(
      wrapped({
        AlgorithmVersion: '1.0.7',
        Groups: [
          {
            GroupType: 'Infection (Infections)',
            OOIs: [
              { X: 5, Y: 5, Rank: 2 },
              { X: 6, Y: 6, Rank: 1 },
            ],
          },
        ],
        SlideMetrics: { CellCount: 10, Atyp: 1.7, AtypSD: 0.1 },
      }),
    );
    expect(parsed.algorithmVersion).toBe('1.0.7');
    expect(parsed.objects[4]!.map((o) => o.coords.x)).toEqual([6, 5]);
    expect(parsed.metrics).toEqual({ cellCount: 10, atyp: 1, atypsd: null });
  });

  it('1.0.7 and later refuse category indexes', () => {
    expect(refusal(wrapped({ AlgorithmVersion: '1.0.7', Groups: [{ GroupType: 0, OOIs: [] }] })).code).toBe('invalidJson');
  });

  it.each([
    ['1.0.3', '1.0.0'],
    ['1.0.9', '1.0.7'],
    ['1.0.16', '1.0.16'],
    ['1.2.0', '1.0.16'],
  ])('version %s is read with the %s parser', (version, used) => {
    expect(parseAnalysisFile(wrapped({ AlgorithmVersion: version, Groups: [] })).algorithmVersion).toBe(used);
  });

  it.each([['2.0.0'], ['0.9.1'], ['1.0'], [16], [null]])('version %p is refused', (version) => {
    expect(refusal(wrapped({ AlgorithmVersion: version, Groups: [] })).message).toBe(ANALYSIS_FILE_MESSAGES.invalidJson);
  });

  it('skips groups of unknown type but keeps the others', () => {
    const parsed = parseAnalysisFile(
      wrapped({
        AlgorithmVersion: '1.0.16',
        Groups: [
          { GroupType: 'Mitoses', OOIs: [{ X: 1, Y: 1 }] },
          { GroupType: 'Area', OOIs: [{ X: 2, Y: 2 }] },
        ],
      }),
    );
    expect(parsed.objects[0]).toHaveLength(1);
    expect(parsed.skipped).toBe(1);
  });
});

describe('parseAnalysisFile: non-finite numbers', () => {
  it('reads NaN, Infinity and overflowing numbers as null', () => {
    const text = `{"AnalysisMetadata": {"AlgorithmVersion": "1.0.16", "Groups": [
      {"GroupType": "Area", "OOIs": [{"X": NaN, "Y": 5}, {"X": 4, "Y": -Infinity}, {"X": 1e999, "Y": 1}, {"X": 7, "Y": 8, "Rank": NaN}]}],
      "SlideMetrics": {"CellCount": Infinity, "Atyp": NaN, "AtypSD": 0.2, "Note": "NaN and Infinity inside strings stay text"}}}`;
    const parsed = parseAnalysisFile(text);
    expect(parsed.metrics).toEqual({ cellCount: null, atyp: null, atypsd: 0.2 });
    expect(parsed.objects[0]).toEqual([{ id: 'area-1', coords: { x: 7, y: 8 }, cat: { idx: 0, name: 'Area (Diagnostic Cells)' }, rank: 1, custom: false }]);
    expect(parsed.skipped).toBe(3);
  });

  it('does not mistake words that start like NaN for numbers', () => {
    expect(refusal('{"AlgorithmVersion": "1.0.16", "Groups": NaNa}').message).toBe(ANALYSIS_FILE_MESSAGES.unparseable);
  });
});

describe('parseAnalysisFile: the spec messages', () => {
  it('refuses files of 1,000,000 bytes or more', () => {
    const big = new Uint8Array(ANALYSIS_FILE_MAX_BYTES).fill(0x20);
    expect(refusal(big).message).toBe('Selected metadata file size is too large.');
    expect(() => parseAnalysisFile(new Uint8Array(ANALYSIS_FILE_MAX_BYTES - 1).fill(0x20))).toThrow('Could not parse');
  });

  it.each([
    ['empty', ''],
    ['not JSON', 'hello'],
    ['truncated JSON', '{"AnalysisMetadata": {'],
    ['broken XML', '<Analysis><Header></Analysis>'],
    ['XML without header or objects', '<Other><Thing/></Other>'],
  ])('%s cannot be parsed', (_name, text) => {
    const error = refusal(text);
    expect(error.code).toBe('unparseable');
    expect(error.message).toBe('Could not parse provided metadata file. Make sure file is valid XML or JSON format.');
  });

  it('refuses bytes that are not UTF-8 text', () => {
    expect(refusal(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])).code).toBe('unparseable');
  });

  it.each([
    ['an array', []],
    ['no Groups', { AlgorithmVersion: '1.0.16' }],
    ['Groups not a list', { AlgorithmVersion: '1.0.16', Groups: {} }],
    ['a group without OOIs', { AlgorithmVersion: '1.0.16', Groups: [{ GroupType: 'Area' }] }],
    ['an OOI without Y', { AlgorithmVersion: '1.0.16', Groups: [{ GroupType: 'Area', OOIs: [{ X: 1 }] }] }],
    ['a text coordinate', { AlgorithmVersion: '1.0.16', Groups: [{ GroupType: 'Area', OOIs: [{ X: '1', Y: 2 }] }] }],
    ['metrics not an object', { AlgorithmVersion: '1.0.16', Groups: [], SlideMetrics: 3 }],
    ['a text cell count', { AlgorithmVersion: '1.0.16', Groups: [], SlideMetrics: { CellCount: 'many' } }],
  ])('JSON with %s is invalid', (_name, doc) => {
    const error = refusal(json(doc));
    expect(error.code).toBe('invalidJson');
    expect(error.message).toBe('Invalid JSON provided.');
  });
});
