import { readFile } from 'node:fs/promises';
import { DomainError } from '@cytocampus/domain';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MSG, type UploadPurpose } from '@cytocampus/contracts';
import type { SlideCommand } from '@cytocampus/domain';
import { AnalysisFileError, MANIFEST_FILE, MANIFEST_VERSION, parseAnalysisFile, type SlideManifest } from '@cytocampus/slide-imaging';
import type { Config } from '../../../../infra/config.js';
import { CONFIG } from '../../../../infra/tokens.js';
import { GetUploadedFile, type UploadedFile } from '../../../../messages/uploads.js';

/**
 * Where a slide's files come from and go: its image and analysis file are uploads (the uploads
 * module), its pyramid lives under DATA_DIR/slides/<upload id>, so clones of a slide share it.
 */
@Injectable()
export class SlideFiles {
  readonly root: string;

  constructor(
    private readonly queries: QueryBus,
    @Inject(CONFIG) config: Config,
  ) {
    this.root = join(config.dataDir, 'slides');
  }

  pyramidDir(uploadId: string): string {
    return join(this.root, uploadId);
  }

  /** The manifest of the image's pyramid; null when there is none (not built, removed) or it cannot be read. */
  manifest(uploadId: string): Promise<SlideManifest | null> {
    return readFile(join(this.pyramidDir(uploadId), MANIFEST_FILE), 'utf8').then(
      (text) => JSON.parse(text) as SlideManifest,
      () => null,
    );
  }

  /** Whether the image's pyramid is there, built by this version of the tiler (its manifest says so). */
  async pyramidIsCurrent(uploadId: string): Promise<boolean> {
    const manifest = (await this.manifest(uploadId)) as { version?: unknown } | null;
    return manifest?.version === MANIFEST_VERSION;
  }

  /**
   * A finished upload of the caller's, for this purpose (a clone may reuse someone else's image;
   * the start of an image upload names one still under way).
   */
  async ownUpload(uploadId: string, userId: string, purpose: UploadPurpose, options: { anyOwner?: boolean; orUnderWay?: boolean } = {}): Promise<UploadedFile> {
    const file = await this.queries.execute<GetUploadedFile, UploadedFile>(new GetUploadedFile(uploadId, options.orUnderWay));
    if (file.purpose !== purpose || (!options.anyOwner && file.ownerId !== userId)) throw new DomainError('forbidden', MSG.forbidden, 'uploadId');
    return file;
  }

  /** The objects and metrics of an uploaded analysis file, as commands; its problems with the spec's messages. */
  async analysisCommands(analysisId: string, userId: string): Promise<SlideCommand[]> {
    const file = await this.ownUpload(analysisId, userId, 'analysis');
    try {
      const parsed = parseAnalysisFile(await readFile(file.path), file.name);
      const { cellCount, atyp, atypsd } = parsed.metrics;
      const fields = Object.fromEntries(
        Object.entries({ cellCount, atyp, atypsd, accession: parsed.accession, patient: parsed.patient }).filter(
          ([, value]) => value !== null && value !== undefined,
        ),
      );
      const analysis = { objects: parsed.objects, cellCount, atyp, atypsd, accession: parsed.accession, patient: parsed.patient };
      return [{ type: 'ImportSlideAnalysis', analysis }, ...(Object.keys(fields).length > 0 ? [{ type: 'UpdateContent' as const, changes: fields }] : [])];
    } catch (error) {
      if (error instanceof AnalysisFileError) throw new DomainError('invalid', error.message, 'analysisId');
      throw error;
    }
  }
}
