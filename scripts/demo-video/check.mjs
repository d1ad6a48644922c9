/**
 * Plays each shipped demo video in headless Chromium as a learner's <video> would: the duration is
 * known and finite once the metadata is read, the size is right, and played at 2x (the most the
 * server credits) it reaches the end and fires `ended`. Exits non-zero when one fails.
 *
 *   node scripts/demo-video/check.mjs                  every video of videos.mjs
 *   node scripts/demo-video/check.mjs --frames <dir>   also screenshots of frames decoded from each file
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { MEDIA_DIR } from './browser.mjs';
import { FORMAT, VIDEOS } from './videos.mjs';

const args = process.argv.slice(2);
const framesAt = args.indexOf('--frames');
const framesDir = framesAt >= 0 ? args[framesAt + 1] : null;
const FRAME_TIMES = [1.5, 9, 17, 19.5];
const RATE = 2;

/** In the page: a muted <video> of `src` once its metadata is read (the element stays in window.video). */
async function load(src) {
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'auto';
  video.style.cssText = 'position: fixed; left: 0; top: 0';
  document.body.append(video);
  window.video = video;
  window.once = (name, ms) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${name} within ${ms} ms (error: ${video.error?.message ?? 'none'})`)), ms);
      video.addEventListener(name, () => resolve(clearTimeout(timer)), { once: true });
      video.addEventListener('error', () => reject(new Error(`media error ${video.error?.code}: ${video.error?.message}`)), { once: true });
    });
  const loaded = window.once('loadedmetadata', 10_000);
  video.src = src;
  await loaded;
  return { duration: video.duration, width: video.videoWidth, height: video.videoHeight };
}

async function seek(t) {
  const seeked = window.once('seeked', 5_000);
  window.video.currentTime = t;
  await seeked;
}

/** Plays from the start at `rate` until `ended`; what the element reported on the way. */
async function playToEnd(rate) {
  const { video } = window;
  video.currentTime = 0;
  video.playbackRate = rate;
  let updates = 0;
  video.addEventListener('timeupdate', () => updates++);
  const started = performance.now();
  const ended = window.once('ended', (video.duration / rate) * 1000 + 10_000);
  await video.play();
  await ended;
  const played = Array.from({ length: video.played.length }, (_, i) => [video.played.start(i), video.played.end(i)]);
  return { wallSeconds: (performance.now() - started) / 1000, endTime: video.currentTime, updates, played };
}

async function check(browser, file) {
  const path = join(MEDIA_DIR, file);
  if (!existsSync(path)) return ['missing: run generate.mjs'];
  const page = await browser.newPage({ viewport: { width: FORMAT.width, height: FORMAT.height } });
  try {
    // A file:// page may play media from its own folder, read in ranges as from a server.
    await page.goto(pathToFileURL(MEDIA_DIR).href);
    const meta = await page.evaluate(load, file);
    if (framesDir) {
      for (const t of FRAME_TIMES) {
        await page.evaluate(seek, t);
        await page.locator('video').screenshot({ path: join(framesDir, `${file}-${t}s.png`) });
      }
    }
    const run = await page.evaluate(playToEnd, RATE);
    console.log(
      `${file}: duration ${meta.duration} s, ${meta.width}x${meta.height}; at ${RATE}x ended at ${run.endTime} s after ${run.wallSeconds.toFixed(1)} s` +
        ` (${run.updates} timeupdates, played ${JSON.stringify(run.played)})`,
    );
    const problems = [];
    if (!Number.isFinite(meta.duration) || Math.abs(meta.duration - FORMAT.seconds) > 0.5)
      problems.push(`duration ${meta.duration}, expected about ${FORMAT.seconds}`);
    if (meta.width !== FORMAT.width || meta.height !== FORMAT.height) problems.push(`size ${meta.width}x${meta.height}`);
    if (Math.abs(run.endTime - meta.duration) > 0.2) problems.push(`ended at ${run.endTime} of ${meta.duration}`);
    // At 2x the 20 s take about 10 s of real time: the file plays at its own pace, not all at once.
    if (run.wallSeconds < (meta.duration / RATE) * 0.8) problems.push(`played through in ${run.wallSeconds.toFixed(1)} s`);
    const covered = run.played.reduce((sum, [a, b]) => sum + b - a, 0);
    if (covered < meta.duration - 0.5) problems.push(`played ranges cover ${covered.toFixed(1)} s`);
    return problems;
  } finally {
    await page.close();
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
let failed = 0;
try {
  if (framesDir) await mkdir(framesDir, { recursive: true });
  await Promise.all(
    VIDEOS.map(async ({ file }) => {
      const problems = await check(browser, file).catch((error) => [String(error)]);
      if (problems.length === 0) return;
      failed++;
      console.error(`FAIL ${file}: ${problems.join('; ')}`);
    }),
  );
} finally {
  await browser.close();
}
if (failed) process.exit(1);
console.log(`all ${VIDEOS.length} demo videos play to the end`);
