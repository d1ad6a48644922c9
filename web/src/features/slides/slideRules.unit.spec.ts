import { describe, expect, it } from '@jest/globals';
import type { ItemAbilities, SlideItem, SlideStatus } from '@cytocampus/contracts';
import { atypiaOf } from './list/atypia';
import { slideFileProblem } from './detail/slideFileRules';
import {
  canRefreshStatus,
  categoryTabRows,
  chunk,
  defaultSlideName,
  demoPath,
  displayedCellCount,
  isUnderWay,
  mayEdit,
  mayLock,
  mayRefreshAt,
  reviewKinds,
  showsImageTabs,
  STATUS_TONE,
  toggleSolutionObject,
} from './slideRules';

const abilities = (canLock: boolean, canEdit = false): ItemAbilities => ({ canEdit, canDel: false, canLock });
const slide = (status: SlideStatus, over: Partial<SlideItem> = {}) =>
  ({ status, userId: 'owner', locked: false, abilities: abilities(true), fields: {}, ...over }) as SlideItem;

describe('the status icon and refresh (spec part 3 "Slide detail")', () => {
  it('colours complete green, queued and uploading blue, new black, processing kinds orange, error red', () => {
    const colours = Object.fromEntries(Object.entries(STATUS_TONE).map(([status, tone]) => [status, tone.color]));
    expect(colours).toEqual({
      COMPLETE: 'green',
      QUEUED: 'blue',
      NEW: 'dark',
      UPLOADING: 'blue',
      PROCESSING: 'orange',
      MIGRATING: 'orange',
      UPDATING: 'orange',
      ERROR: 'red',
    });
  });

  it('offers Refresh for queued, processing, migrating and error only', () => {
    const refreshable = (Object.keys(STATUS_TONE) as SlideStatus[]).filter(canRefreshStatus);
    expect(refreshable.sort()).toEqual(['ERROR', 'MIGRATING', 'PROCESSING', 'QUEUED']);
  });

  it('follows a slide live until it is COMPLETE or in ERROR (NEW waits for its image)', () => {
    expect((Object.keys(STATUS_TONE) as SlideStatus[]).filter(isUnderWay).sort()).toEqual(['MIGRATING', 'PROCESSING', 'QUEUED', 'UPDATING', 'UPLOADING']);
  });

  it('fetches the status again at most once every 5000 ms', () => {
    expect(mayRefreshAt(null, 1000)).toBe(true);
    expect(mayRefreshAt(1000, 5999)).toBe(false);
    expect(mayRefreshAt(1000, 6000)).toBe(true);
  });
});

describe('locking and editing', () => {
  it('locks only COMPLETE slides, and the owner NEW ones; unlocking stays possible', () => {
    expect(mayLock(slide('COMPLETE'), 'someone')).toBe(true);
    expect(mayLock(slide('PROCESSING'), 'owner')).toBe(false);
    expect(mayLock(slide('ERROR'), 'owner')).toBe(false);
    expect(mayLock(slide('NEW'), 'owner')).toBe(true);
    expect(mayLock(slide('NEW'), 'someone')).toBe(false);
    expect(mayLock(slide('PROCESSING', { locked: true }), 'someone')).toBe(true);
    expect(mayLock(slide('COMPLETE', { abilities: abilities(false) }), 'owner')).toBe(false);
  });

  it('lets the owner edit a NEW slide without canEdit', () => {
    expect(mayEdit(slide('NEW', { abilities: abilities(false) }), 'owner')).toBe(true);
    expect(mayEdit(slide('COMPLETE', { abilities: abilities(false) }), 'owner')).toBe(false);
    expect(mayEdit(slide('COMPLETE', { abilities: abilities(false, true) }), 'someone')).toBe(true);
  });
});

describe('what the detail shows', () => {
  it('rounds the cell count to the nearest 100', () => {
    expect([displayedCellCount(12_349), displayedCellCount(12_350), displayedCellCount(49), displayedCellCount(null)]).toEqual(['12300', '12400', '0', '']);
  });

  it("names a slide 'Slide #{accession}' when its name is empty or 'Untitled Slide'", () => {
    expect(defaultSlideName('', 'AB123')).toBe('Slide #AB123');
    expect(defaultSlideName(' Untitled Slide ', 'AB123')).toBe('Slide #AB123');
    expect(defaultSlideName('Pap 7', 'AB123')).toBeNull();
  });

  it('shows Preview and the category tabs only when complete and objects are not restricted', () => {
    expect(showsImageTabs(slide('COMPLETE'))).toBe(true);
    expect(showsImageTabs(slide('PROCESSING'))).toBe(false);
    expect(showsImageTabs(slide('COMPLETE', { fields: { options: { restrictObjects: true } } }))).toBe(false);
  });

  it('chunks the five category tabs (and any list) in groups of 6', () => {
    expect(categoryTabRows().map((row) => row.map((category) => category.key))).toEqual([['area', 'ciod', 'ncratio', 'clusters', 'infection']]);
    expect(chunk([1, 2, 3, 4, 5, 6, 7, 8], 6)).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8],
    ]);
  });

  it('shows atypia to super users only when both values are above 0', () => {
    expect(atypiaOf({ atyp: 0.42, atypsd: 0.081 })).toBe('0.42 ± 0.08');
    expect(atypiaOf({ atyp: 0.42, atypsd: 0 })).toBeNull();
    expect(atypiaOf({})).toBeNull();
  });
});

describe('review as case, known or unknown', () => {
  it('needs a solution result and unrestricted objects for known, unrestricted objects for unknown', () => {
    expect(reviewKinds(slide('COMPLETE', { fields: { solution: { result: 'HSIL' } } }))).toEqual({ case: true, known: true, unknown: true });
    expect(reviewKinds(slide('COMPLETE', { fields: { solution: { result: null } } }))).toEqual({ case: true, known: false, unknown: true });
    expect(reviewKinds(slide('COMPLETE', { fields: { solution: { result: 'HSIL' }, options: { restrictObjects: true } } }))).toEqual({
      case: true,
      known: false,
      unknown: false,
    });
  });

  it('goes to the demo route of the spec', () => {
    expect(demoPath('admin', 'known', 's1')).toBe('/demo/admin/known/s1/clear');
  });
});

describe('the solution objects', () => {
  it('holds at most 4 and drops the note of an object taken out', () => {
    const four = { objects: ['a', 'b', 'c', 'd'], objectText: { a: 'koilocyte' } };
    expect(toggleSolutionObject(four, 'e')).toBeNull();
    expect(toggleSolutionObject(four, 'a')).toEqual({ objects: ['b', 'c', 'd'], objectText: {} });
    expect(toggleSolutionObject({ objects: [], objectText: {} }, 'x')).toEqual({ objects: ['x'], objectText: {} });
  });
});

describe('picked files', () => {
  it('refuses analysis files of 1,000,000 bytes or more and slides over 10,000,000,000 bytes', () => {
    expect(slideFileProblem('analysis', { name: 'a.json', size: 1_000_000 })).toBe('Selected metadata file size is too large.');
    expect(slideFileProblem('analysis', { name: 'a.json', size: 999_999 })).toBeNull();
    expect(slideFileProblem('image', { name: 'big.tif', size: 10_000_000_001 })).toMatch(/^File 'big\.tif' is too large\. Must be less than /);
    // The minimum is the deployment's: the server refuses smaller files.
    expect(slideFileProblem('image', { name: 'small.tif', size: 1 })).toBeNull();
  });
});
