import { describe, expect, it } from '@jest/globals';
import { slideLibraryRooms } from './slide-library-notices.js';

describe('the rooms of a slide library notice', () => {
  it('reach every slide’s readers and the organizations that see a slide that is not public', () => {
    expect(slideLibraryRooms({ orgId: 'org-a', isPublic: false, allowedOrgs: [] })).toEqual(['slide-library:*', 'slide-library:org-a']);
    expect(slideLibraryRooms({ orgId: 'org-a', isPublic: false, allowedOrgs: ['org-b', 'org-a'] })).toEqual([
      'slide-library:*',
      'slide-library:org-a',
      'slide-library:org-b',
    ]);
    // A site-wide slide that is not public: only those who read every slide.
    expect(slideLibraryRooms({ orgId: null, isPublic: false, allowedOrgs: [] })).toEqual(['slide-library:*']);
  });

  it('reach everyone for a public slide and for one whose rows are gone', () => {
    expect(slideLibraryRooms({ orgId: 'org-a', isPublic: true, allowedOrgs: [] })).toEqual(['slide-library:everyone']);
    expect(slideLibraryRooms(null)).toEqual(['slide-library:everyone']);
  });
});
