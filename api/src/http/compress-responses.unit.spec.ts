import { describe, expect, it } from '@jest/globals';
import { worthCompressing } from './compress-responses.js';

const answer = (type: string | undefined, range?: string) =>
  worthCompressing(
    { headers: range ? { range, 'accept-encoding': 'gzip' } : { 'accept-encoding': 'gzip' } },
    { getHeader: (name: string) => (name.toLowerCase() === 'content-type' ? type : undefined) },
  );

describe('which answers are compressed', () => {
  it('text-like answers, whole', () => {
    for (const type of ['application/json; charset=utf-8', 'text/csv; charset=utf-8', 'text/javascript', 'text/html; charset=UTF-8', 'image/svg+xml'])
      expect([type, answer(type)]).toEqual([type, true]);
  });

  it('not a ranged answer, not bytes of no known type, not what is compressed already', () => {
    expect(answer('text/javascript', 'bytes=0-99')).toBe(false);
    for (const type of [
      'application/octet-stream',
      'image/jpeg',
      'video/mp4',
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'image/tiff',
    ])
      expect([type, answer(type)]).toEqual([type, false]);
  });
});
