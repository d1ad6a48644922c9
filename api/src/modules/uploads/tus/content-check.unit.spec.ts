import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { UploadKind } from '@cytocampus/domain';
import { contentMatches } from './content-check.js';
import { heic, mov, mp4, png, pngSignatureOnly, SLIDE_FIXTURES, slideFixture, tiffReadAsNef } from './testing/content-check-samples.js';

let dir: string;
beforeAll(async () => (dir = await mkdtemp(join(tmpdir(), 'content-check-'))));
afterAll(() => rm(dir, { recursive: true, force: true }));

let files = 0;
/** Whether these bytes, stored as an upload, pass as the kind. */
async function matches(bytes: Buffer | string, kind: UploadKind): Promise<boolean> {
  const path = join(dir, String(files++));
  await writeFile(path, bytes);
  return contentMatches(path, kind);
}

describe('the content check of a finished upload', () => {
  it('accepts an MP4 and refuses a QuickTime movie or an HEIC photo declared as MP4 (each opens with an ftyp box)', async () => {
    expect(await matches(mp4(), 'mp4')).toBe(true);
    expect(await matches(mov(), 'mp4')).toBe(false);
    expect(await matches(heic(), 'mp4')).toBe(false);
    expect(await matches(heic(), 'png')).toBe(false);
  });

  it('accepts the real slide files (SVS, NDPI, OME-TIFF) as TIFF, wherever their first IFD is', async () => {
    for (const name of SLIDE_FIXTURES) expect([name, await contentMatches(slideFixture(name), 'tif')]).toEqual([name, true]);
    expect(await contentMatches(slideFixture('CMU-1-Small-Region.svs'), 'jpg')).toBe(false);
  });

  it('refuses slide files that are not TIFF, JPEG or PNG inside, whatever their name (README, supported formats)', async () => {
    const czi = Buffer.concat([Buffer.from('ZISRAWFILE\0\0\0\0\0\0', 'latin1'), Buffer.alloc(512)]);
    const dicom = Buffer.concat([Buffer.alloc(128), Buffer.from('DICM', 'latin1'), Buffer.alloc(512)]);
    for (const kind of ['tif', 'jpg', 'png'] as const) {
      expect(await matches(czi, kind)).toBe(false);
      expect(await matches(dicom, kind)).toBe(false);
    }
  });

  it('accepts a TIFF that file-type takes for a camera raw file (its NEF heuristic), since it is a TIFF all the same', async () => {
    expect(await matches(tiffReadAsNef(), 'tif')).toBe(true);
  });

  it('recognises images by their structure, not their first bytes only', async () => {
    expect(await matches(png(), 'png')).toBe(true);
    expect(await matches(pngSignatureOnly(), 'png')).toBe(false);
    expect(await matches(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(100)]), 'jpg')).toBe(true);
    expect(await matches(Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(100)]), 'webp')).toBe(true);
    expect(await matches(Buffer.from('GIF89a' + '\0'.repeat(100), 'latin1'), 'gif')).toBe(true);
    expect(await matches(Buffer.from('%PDF-1.7\n%âãÏÓ\n'), 'pdf')).toBe(true);
    expect(await matches(png(), 'pdf')).toBe(false);
    expect(await matches('<html><script>alert(1)</script></html>', 'png')).toBe(false);
    expect(await matches(Buffer.alloc(0), 'png')).toBe(false);
  });

  it('checks text kinds as UTF-8 without NUL that opens as the kind does', async () => {
    expect(await matches(' {"cells": [1, 2]}', 'json')).toBe(true);
    expect(await matches('cells: 1', 'json')).toBe(false);
    expect(await matches('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>', 'svg')).toBe(true);
    expect(await matches('<?xml version="1.0"?><slide/>', 'xml')).toBe(true);
    expect(await matches('a,b\n1,"Ünïcode"\n', 'csv')).toBe(true);
    expect(await matches(Buffer.from([0x61, 0x00, 0x62]), 'text')).toBe(false);
    expect(await matches(Buffer.from([0x61, 0xff, 0x62]), 'csv')).toBe(false);
    expect(await matches(Buffer.alloc(0), 'text')).toBe(false);
  });
});
