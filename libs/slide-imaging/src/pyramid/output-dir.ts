import { randomBytes } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Resumable, idempotent output: everything is built in a sibling work directory and swapped in by
 * rename once complete. A run killed at any point leaves either the previous complete result or
 * none (plus a stale work directory that the next run removes), never a half-written pyramid under
 * the final name. One build per output directory at a time (the processing worker's job).
 */
const WORK = '.work-';
const OLD = '.old-';

async function removeStaleSiblings(outDir: string): Promise<void> {
  const parent = dirname(outDir);
  const name = basename(outDir);
  const siblings = await readdir(parent).catch(() => [] as string[]);
  await Promise.all(
    siblings.filter((s) => s.startsWith(name + WORK) || s.startsWith(name + OLD)).map((s) => rm(join(parent, s), { recursive: true, force: true })),
  );
}

export async function createWorkDir(outDir: string): Promise<string> {
  await mkdir(dirname(outDir), { recursive: true });
  await removeStaleSiblings(outDir);
  const work = `${outDir}${WORK}${process.pid}-${randomBytes(4).toString('hex')}`;
  await mkdir(work);
  return work;
}

export async function publish(workDir: string, outDir: string): Promise<void> {
  const old = `${outDir}${OLD}${process.pid}-${randomBytes(4).toString('hex')}`;
  const hadOld = await rename(outDir, old).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  await rename(workDir, outDir);
  if (hadOld) await rm(old, { recursive: true, force: true });
}

export async function discardWorkDir(workDir: string): Promise<void> {
  await rm(workDir, { recursive: true, force: true });
}

/** The manifest of a complete earlier build, or null (missing, partial or built differently). */
export async function readManifest<T>(
  outDir: string,
  manifestName: string,
  matches: (manifest: T) => boolean,
  requiredFiles: (manifest: T) => string[],
): Promise<T | null> {
  try {
    const manifest = JSON.parse(await readFile(join(outDir, manifestName), 'utf8')) as T;
    if (!matches(manifest)) return null;
    await Promise.all(requiredFiles(manifest).map((f) => access(join(outDir, f))));
    return manifest;
  } catch {
    return null;
  }
}
