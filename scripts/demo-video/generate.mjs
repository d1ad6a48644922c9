/**
 * Regenerates the demo videos (ADR 0018) into api/src/seed/demo-content/media/: each frame is drawn
 * on a canvas in headless Chromium (render.js), encoded to H.264 with WebCodecs and muxed to MP4 by
 * mediabunny (a devDependency; the product only reads the shipped files).
 *
 *   node scripts/demo-video/generate.mjs                  all videos
 *   node scripts/demo-video/generate.mjs bethesda-hsil    only the videos whose file name contains it
 *   node scripts/demo-video/generate.mjs --stills <dir>   PNGs of a few frames of each, no video
 *
 * Then check them: node scripts/demo-video/check.mjs
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MEDIA_DIR, openPage } from './browser.mjs';
import { FORMAT, TIMING, VIDEOS } from './videos.mjs';

/**
 * mediabunny's Quality options. Chromium's H.264 encoder has no constant-quantizer mode and spends
 * about the whole bitrate, so this sets the size: 80 kbit/s is about 200 KB per 20 s, text still
 * sharp at 640x360 (60 kbit/s smears the moving parts). DEMO_VIDEO_QUALITY='{"bitrate":...}' to try others.
 */
const QUALITY = JSON.parse(process.env.DEMO_VIDEO_QUALITY ?? '{"bitrate":80000}');
const MAX_BYTES = 600 * 1024;

const args = process.argv.slice(2);
const stillsAt = args.indexOf('--stills');
const stillsDir = stillsAt >= 0 ? args.splice(stillsAt, 2)[1] : null;
const videos = VIDEOS.filter((video) => args.length === 0 || args.some((part) => video.file.includes(part)));
if (videos.length === 0) throw new Error(`No video matches ${args.join(' ')}`);

const { browser, page } = await openPage();
try {
  // The browser bundle (global `Mediabunny`) sits beside the Node bundle the package exports.
  await page.addScriptTag({ path: join(dirname(createRequire(import.meta.url).resolve('mediabunny')), 'mediabunny.min.cjs') });
  await page.addScriptTag({ path: fileURLToPath(new URL('render.js', import.meta.url)) });
  if (stillsDir) {
    await mkdir(stillsDir, { recursive: true });
    const times = [1.5, 5, 9, 12, 17, 18.5, 19.5];
    for (const video of videos) {
      const urls = await page.evaluate(([v, f, t, at]) => globalThis.renderDemoStills(v, f, t, at), [video, FORMAT, TIMING, times]);
      await Promise.all(
        urls.map((url, i) => writeFile(join(stillsDir, `${video.file.replace(/\.mp4$/, '')}-${times[i]}s.png`), Buffer.from(url.split(',')[1], 'base64'))),
      );
    }
    console.log(`stills of ${videos.length} video(s) in ${stillsDir}`);
  } else {
    await mkdir(MEDIA_DIR, { recursive: true });
    for (const video of videos) {
      const base64 = await page.evaluate(([v, f, t, b]) => globalThis.renderDemoVideo(v, f, t, b), [video, FORMAT, TIMING, QUALITY]);
      const path = join(MEDIA_DIR, video.file);
      await writeFile(path, Buffer.from(base64, 'base64'));
      const { size } = await stat(path);
      console.log(`${video.file}: ${FORMAT.width}x${FORMAT.height}, ${FORMAT.seconds} s at ${FORMAT.fps} fps, ${(size / 1024).toFixed(0)} KB`);
      if (size > MAX_BYTES) throw new Error(`${video.file} is over ${MAX_BYTES} bytes: lower the bitrate (QUALITY)`);
    }
  }
} finally {
  await browser.close();
}
