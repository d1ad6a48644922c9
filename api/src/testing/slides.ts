import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SlideItem, SlideStatus } from '@cytocampus/contracts';
import { generateSyntheticSlide } from '@cytocampus/slide-imaging';
import type { TestClient } from './test-client.js';
import { finish, idOf, tusUpload } from './tus.js';

/** A synthetic slide's TIFF and analysis file in a temp dir of their own; `remove` deletes the dir. */
export interface SyntheticSlideFiles {
  slidePath: string;
  analysisPath: string;
  remove(): Promise<void>;
}

/** Writes a synthetic slide (generateSyntheticSlide: the same seed and size draw the same slide). */
export async function syntheticSlideFiles(seed: number, size = { width: 1024, height: 768 }): Promise<SyntheticSlideFiles> {
  const work = await mkdtemp(join(tmpdir(), 'synthetic-slide-'));
  const [slidePath, analysisPath] = [join(work, 'pap.tif'), join(work, 'pap.json')];
  try {
    await generateSyntheticSlide({ ...size, seed, tiffPath: slidePath, analysisPath });
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
  return { slidePath, analysisPath, remove: () => rm(work, { recursive: true, force: true }) };
}

export interface ProcessedSlideOptions {
  /**
   * The TIFF to upload and its analysis file (none when missing); without them a synthetic slide
   * (`seed`, 1024 × 768) and its analysis file are made for this call and removed after.
   */
  files?: { slidePath: string; analysisPath?: string };
  /** The synthetic slide's seed when no `files` are given. */
  seed?: number;
  /** Activates the slide once processed (default true). */
  activate?: boolean;
  /** The slide's own fields (accession, solution, options…); cellCount is 0 unless given. */
  fields: Record<string, unknown>;
}

/** The data of a 200 answer; throws with the status and message otherwise. */
function dataOf<T>(res: { status: number; body: { data?: unknown; message?: string } }, call: string): T {
  if (res.status !== 200) throw new Error(`${call} answered ${res.status}: ${res.body.message ?? ''}`);
  return res.body.data as T;
}

/**
 * A slide uploaded through tus as the web client does, created by the admin, processed by the API
 * (the server needs SLIDE_MIN_BYTES below the file's size) and activated: the slide as its author reads it.
 */
export async function processedSlide(baseUrl: string, admin: TestClient, options: ProcessedSlideOptions): Promise<SlideItem> {
  const generated = options.files ? null : await syntheticSlideFiles(options.seed ?? 1);
  try {
    const { slidePath, analysisPath } = options.files ?? generated!;
    const upload = async (path: string, purpose: 'slide' | 'analysis', filetype: string) =>
      idOf(await finish(await tusUpload(baseUrl, admin, await readFile(path), { filename: basename(path), filetype, purpose })));
    const uploadId = await upload(slidePath, 'slide', 'image/tiff');
    const analysisId = analysisPath === undefined ? undefined : await upload(analysisPath, 'analysis', 'application/json');
    const slides = '/api/v1/slides';
    const { id } = dataOf<SlideItem>(await admin.post(slides, { cellCount: 0, ...options.fields, uploadId, analysisId }), 'POST /slides');
    for (const deadline = Date.now() + 90_000; ; await sleep(250)) {
      const { status } = dataOf<{ status: SlideStatus }>(await admin.get(`${slides}/${id}/slide/status`), 'GET the slide status');
      if (status === 'COMPLETE') break;
      if (status === 'ERROR' || Date.now() > deadline) throw new Error(`the slide is ${status}`);
    }
    if (options.activate ?? true) dataOf(await admin.put(`${slides}/${id}`, { activate: true }), 'PUT /slides (activate)');
    return dataOf<SlideItem>(await admin.get(`${slides}/${id}`), 'GET the slide');
  } finally {
    await generated?.remove();
  }
}
