import { describe, expect, it } from '@jest/globals';
import type { UploadEntry } from '@cytocampus/contracts';
import { applyProgress, canClear, newestFirst, overallProgress, uploadStateOf } from './uploadList';

const entry = (id: string, created: number, state: Partial<UploadEntry> = {}): UploadEntry => ({
  id,
  name: `${id}.png`,
  path: `/api/v1/files/${id}`,
  progress: 1,
  error: null,
  active: false,
  size: 100,
  purpose: 'image',
  type: 'image/png',
  created,
  ...state,
});

describe('upload tracker list', () => {
  it('names the states as the spec does', () => {
    expect(uploadStateOf({ progress: 1, error: null, active: false })).toBe('Upload Complete');
    expect(uploadStateOf({ progress: 0.4, error: null, active: true })).toBe('Uploading');
    expect(uploadStateOf({ progress: 0.4, error: null, active: false })).toBe('Error');
    expect(uploadStateOf({ progress: 0, error: 'Upload cancelled.', active: false })).toBe('Error');
  });

  it('lets finished uploads be cleared, never active ones', () => {
    expect(canClear(entry('a', 1))).toBe(true);
    expect(canClear(entry('b', 1, { progress: 0.2, active: false }))).toBe(true);
    expect(canClear(entry('c', 1, { progress: 0.2, active: true }))).toBe(false);
  });

  it('puts pushed progress on unfinished uploads only, adds uploads not listed yet, and lists the newest first', () => {
    const list = [
      entry('old-done', 1),
      entry('uploading', 5, { progress: 0.1, active: true }),
      entry('failed', 3, { progress: 0, error: 'x' }),
      entry('new-done', 4),
    ];
    applyProgress(list, { id: 'uploading', name: 'uploading.png', progress: 0.6, error: null, active: true });
    applyProgress(list, { id: 'new-done', name: 'new-done.png', progress: 0.5, error: null, active: true });
    applyProgress(list, { id: 'failed', name: 'failed.png', progress: 0.5, error: null, active: true });
    applyProgress(list, { id: 'pushed', name: 'pushed.pdf', progress: 0.3, error: null, active: true });
    const shown = newestFirst(list);
    expect(shown.map((e) => e.id)).toEqual(['pushed', 'uploading', 'new-done', 'failed', 'old-done']);
    expect(shown.map((e) => e.progress)).toEqual([0.3, 0.6, 1, 0, 1]);
  });

  it('averages overall progress, counting errors and finished uploads as done', () => {
    expect(overallProgress([entry('a', 1, { progress: 0.5, active: true }), entry('b', 1, { progress: 0.2, error: 'x' })])).toBe(0.75);
    expect(overallProgress([])).toBe(1);
  });
});
