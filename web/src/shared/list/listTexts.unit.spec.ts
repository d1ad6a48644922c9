import { describe, expect, it } from '@jest/globals';
import { LIST_TEXT, pagingSummary } from './listTexts';
import { matchesAllWords } from './nameSearch';

describe('paging bar and list texts', () => {
  it('says what is displayed, as the spec words it', () => {
    expect(pagingSummary(1, 25, 0)).toBe('No Items To Display');
    expect(pagingSummary(1, 25, 7)).toBe('Displaying All 7 Items');
    expect(pagingSummary(1, 25, 25)).toBe('Displaying All 25 Items');
    expect(pagingSummary(1, 25, 60)).toBe('Displaying Items 1 - 25 of 60');
    expect(pagingSummary(3, 25, 60)).toBe('Displaying Items 51 - 60 of 60');
    expect(pagingSummary(2, 10, 11)).toBe('Displaying Items 11 - 11 of 11');
  });

  it('keeps the other texts exact', () => {
    expect(LIST_TEXT.pageSize(25)).toBe('Page Size: 25');
    expect(LIST_TEXT.loading('Users')).toBe('Loading Users');
    expect(LIST_TEXT.add('User')).toBe('Add User');
    expect(LIST_TEXT.noMatches).toBe('No content matches the filters / search criteria.');
    expect(LIST_TEXT.noContent).toBe('No content available.');
    expect(LIST_TEXT.pleaseWait).toBe('Please wait...');
  });

  it('finds names containing every word of the query, in any order', () => {
    expect(matchesAllWords('Riverside Cytology Laboratory', 'lab river')).toBe(true);
    expect(matchesAllWords('Riverside Cytology Laboratory', 'cytology+riverside')).toBe(true);
    expect(matchesAllWords('Riverside Cytology Laboratory', 'lab north')).toBe(false);
    expect(matchesAllWords('Anything', '  ')).toBe(true);
  });
});
