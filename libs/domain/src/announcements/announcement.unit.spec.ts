import { describe, it } from '@jest/globals';
import { given } from '@cytocampus/testing';
import { announcementDecider, type AnnouncementChanged } from './index.js';

const changed = (content: string): AnnouncementChanged => ({ type: 'AnnouncementChanged', data: { content } });

describe('the announcement', () => {
  it('records new content', () => {
    given(announcementDecider, [])
      .when({ type: 'ChangeAnnouncement', content: '<p>Lab closed Friday</p>' })
      .then([changed('<p>Lab closed Friday</p>')]);
  });

  it('replaces the last content, and can be cleared', () => {
    given(announcementDecider, [changed('<p>Lab closed Friday</p>')])
      .when({ type: 'ChangeAnnouncement', content: '<p>Lab open Friday</p>' })
      .then([changed('<p>Lab open Friday</p>')]);
    given(announcementDecider, [changed('<p>Lab closed Friday</p>')])
      .when({ type: 'ChangeAnnouncement', content: '' })
      .then([changed('')]);
  });

  it('records nothing when the content stays the same, empty at first', () => {
    given(announcementDecider, []).when({ type: 'ChangeAnnouncement', content: '' }).then([]);
    given(announcementDecider, [changed('<p>a</p>'), changed('<p>b</p>')])
      .when({ type: 'ChangeAnnouncement', content: '<p>b</p>' })
      .then([]);
  });
});
