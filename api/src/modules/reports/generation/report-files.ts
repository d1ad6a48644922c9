import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { REPORT_FORMATS, type ReportFormat } from '@cytocampus/contracts';
import type { Config } from '../../../infra/config.js';
import { CONFIG } from '../../../infra/tokens.js';

/** Files being written end with this (then are renamed), so a killed generation leaves no half file behind under a real name. */
const PARTIAL_SUFFIX = '.partial';
/** A generation's file: `<fileId>.<format>`, maybe still partial. */
const FILE_NAME = new RegExp(`^([0-9a-f-]{36})\\.(?:${REPORT_FORMATS.join('|')})(?:\\${PARTIAL_SUFFIX})?$`);

/**
 * Where a report's generated files live: DATA_DIR/reports/<fileId>.xlsx and .csv. Each generation
 * writes under a new fileId, first to temporary names, renamed when both files are complete.
 */
@Injectable()
export class ReportFiles {
  readonly root: string;

  constructor(@Inject(CONFIG) config: Config) {
    this.root = join(config.dataDir, 'reports');
  }

  /** A new id for the files of one generation. */
  newFileId(): string {
    return randomUUID();
  }

  pathOf(fileId: string, format: ReportFormat): string {
    return join(this.root, `${fileId}.${format}`);
  }

  /** Where a file is written before it is complete. */
  partialPathOf(fileId: string, format: ReportFormat): string {
    return `${this.pathOf(fileId, format)}${PARTIAL_SUFFIX}`;
  }

  async ensureRoot(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }

  /** Removes a generation's files, complete or not (a deleted report, a failed attempt). */
  async remove(fileId: string): Promise<void> {
    await Promise.all(
      REPORT_FORMATS.flatMap((format) => [rm(this.pathOf(fileId, format), { force: true }), rm(this.partialPathOf(fileId, format), { force: true })]),
    );
  }

  /** Removes what killed generations left half written (only the generator, holding the lock, calls it). */
  async removePartials(): Promise<void> {
    const names = await this.names();
    await Promise.all(names.filter((name) => name.endsWith(PARTIAL_SUFFIX)).map((name) => rm(join(this.root, name), { force: true })));
  }

  /** Removes the files of every generation but these (files of deleted reports, or finished by an attempt killed before it recorded them). */
  async removeAllBut(keep: ReadonlySet<string>): Promise<void> {
    const names = await this.names();
    const stale = names.filter((name) => {
      const fileId = FILE_NAME.exec(name)?.[1];
      return fileId !== undefined && !keep.has(fileId);
    });
    await Promise.all(stale.map((name) => rm(join(this.root, name), { force: true })));
  }

  private names(): Promise<string[]> {
    return readdir(this.root).catch(() => [] as string[]);
  }
}
