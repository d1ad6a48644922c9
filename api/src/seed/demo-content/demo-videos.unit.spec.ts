import { readdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { checkUpload } from '@cytocampus/domain';
import { contentMatches } from '../../modules/uploads/tus/content-check.js';
import { demoVideoPath, DEMO_VIDEOS } from './demo-videos.js';
import { bethesdaTalk, urineTalk } from './learning-items.js';

// What scripts/demo-video/check.mjs cannot: the files as the product stores them. That script plays them in Chromium.
const videos = Object.values(DEMO_VIDEOS);
const MAX_BYTES = 600 * 1024;

/** The top-level boxes of an MP4, and the movie's duration in seconds from `moov`/`mvhd` (version 0). */
function mp4Layout(bytes: Buffer): { boxes: string[]; seconds: number } {
  const boxes: string[] = [];
  let seconds = NaN;
  for (let at = 0; at + 8 <= bytes.length;) {
    const size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    boxes.push(type);
    if (type === 'moov' && bytes.toString('latin1', at + 12, at + 16) === 'mvhd' && bytes[at + 16] === 0) {
      const mvhd = at + 16;
      seconds = bytes.readUInt32BE(mvhd + 16) / bytes.readUInt32BE(mvhd + 12);
    }
    if (size < 8) break;
    at += size;
  }
  return { boxes, seconds };
}

describe('the demo videos', () => {
  it('are shipped, every one of them used, and nothing else is in the media folder', async () => {
    const shipped = (await readdir(dirname(demoVideoPath(videos[0]!)))).sort();
    expect(shipped).toEqual(videos.map((v) => v.file).sort());
  });

  it.each(videos)('$file is a fast-start MP4 of about 20 s under 600 KB, accepted as a video for presentations', async (video) => {
    const bytes = await readFile(demoVideoPath(video));
    expect(bytes.length).toBeLessThan(MAX_BYTES);
    const { boxes, seconds } = mp4Layout(bytes);
    // The index before the media data: a <video> knows the duration from the first bytes it reads.
    expect(boxes.slice(0, 3)).toEqual(['ftyp', 'moov', 'mdat']);
    expect(seconds).toBeCloseTo(20, 0);
    expect(checkUpload('file', video.file, '', bytes.length)).toEqual({ kind: 'mp4', type: 'video/mp4' });
    expect(await contentMatches(demoVideoPath(video), 'mp4')).toBe(true);
  });

  it("are the presentations' video pages, as uploaded files", () => {
    const pages = [bethesdaTalk, urineTalk].flatMap(
      (talk) => talk('http://localhost:3000').fields.pages as { title: string; file: { type: string; src?: string } }[],
    );
    const uploaded = pages.filter((p) => p.file.type === 'Uploaded File').map((p) => p.file.src);
    expect(uploaded).toEqual(expect.arrayContaining(videos.map((v) => v.uploadId)));
    expect(pages.filter((p) => p.file.type === 'Embedded Video')).toEqual([]);
  });
});
