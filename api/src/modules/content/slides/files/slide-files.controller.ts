import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Controller, Get, Inject, Param, ParseFloatPipe, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { SLIDE_LIMITS, type SlideItem } from '@cytocampus/contracts';
import { contentStream, slideDecider } from '@cytocampus/domain';
import { renderRegion } from '@cytocampus/slide-imaging';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import type { Config } from '../../../../infra/config.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { ApiException } from '../../../../http/api-exception.js';
import type { RateLimits } from '../../../../infra/rate-limits.js';
import { CONFIG, RATE_LIMITS } from '../../../../infra/tokens.js';
import { AnswersFile } from '../../../../openapi/answers.decorator.js';
import { SlideFiles } from '../shared/slide-files.js';
import { spendObjectCrop } from './object-crop-limit.js';
import { NOT_READY, SlidePyramids } from './slide-pyramids.js';
import { SlideViewerGuard } from './slide-viewer.guard.js';
import { GetSlide } from '../../../../messages/content.js';

const IMMUTABLE = 'private, max-age=31536000, immutable';
const JPEG = 'image/jpeg';

/**
 * The slide's image for the viewer and the screens (spec part 3 section 7): the Deep Zoom tile
 * source and its tiles (cached for a year: a pyramid never changes), thumbnail, macro, object crops
 * and the original file. Everything needs a session that may read the slide.
 */
@ApiTags('slides')
@Controller('slides')
@UseGuards(SlideViewerGuard)
export class SlideFilesController {
  constructor(
    private readonly queries: QueryBus,
    private readonly files: SlideFiles,
    private readonly es: EventSourcing,
    private readonly pyramids: SlidePyramids,
    @Inject(RATE_LIMITS) private readonly limits: RateLimits,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Get(':id/slide/wsi')
  @AnswersFile('application/xml')
  async tileSource(@Actor() actor: Principal, @Param('id') id: string, @Res() res: Response): Promise<void> {
    const { dir, manifest } = await this.pyramids.of(actor, id);
    res.type('application/xml').sendFile(join(dir, manifest.dzi));
  }

  @Get(':id/slide/wsi_files/:level/:tile')
  @AnswersFile(JPEG)
  async tile(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Param('level') level: string,
    @Param('tile') tile: string,
    @Res() res: Response,
  ): Promise<void> {
    if (!/^\d{1,2}$/.test(level) || !/^\d{1,6}_\d{1,6}\.jpeg$/.test(tile)) throw new ApiException(404, 'Tile not found.');
    const { dir, manifest } = await this.pyramids.of(actor, id);
    res.setHeader('Cache-Control', IMMUTABLE);
    res.type('image/jpeg').sendFile(join(dir, manifest.tilesDir, level, tile), (error) => {
      if (error && !res.headersSent) res.status(404).json({ code: 404, message: 'Tile not found.', field: null });
    });
  }

  @Get(':id/slide/thumbnail')
  @AnswersFile(JPEG)
  async thumbnail(@Actor() actor: Principal, @Param('id') id: string, @Res() res: Response): Promise<void> {
    const { dir, manifest } = await this.pyramids.of(actor, id);
    res.setHeader('Cache-Control', IMMUTABLE);
    res.type('image/jpeg').sendFile(join(dir, manifest.thumbnail.file));
  }

  /** GET /slides/macro/{id}: the slide's macro (label) image. */
  @Get('macro/:id')
  @AnswersFile(JPEG)
  async macro(@Actor() actor: Principal, @Param('id') id: string, @Res() res: Response): Promise<void> {
    const { dir, manifest } = await this.pyramids.of(actor, id);
    res.setHeader('Cache-Control', IMMUTABLE);
    res.type('image/jpeg').sendFile(join(dir, manifest.macro.file));
  }

  /** GET /slides/{id}/slide/objects/{objId}/{x}/{y}: a 320 px crop around the object at OOI zoom, rendered within the user's allowance. */
  @Get(':id/slide/objects/:objectId/:x/:y')
  @AnswersFile(JPEG)
  async objectCrop(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Param('x', ParseFloatPipe) x: number,
    @Param('y', ParseFloatPipe) y: number,
    @Res() res: Response,
  ): Promise<void> {
    const { dir, manifest } = await this.pyramids.of(actor, id);
    await spendObjectCrop(this.limits, this.config.objectCrops, actor.userId, res);
    const jpeg = await renderRegion({ dir, manifest, x, y, size: SLIDE_LIMITS.ooiSize, scale: SLIDE_LIMITS.ooiZoom });
    res.setHeader('Cache-Control', IMMUTABLE);
    res.type('image/jpeg').send(jpeg);
  }

  /** GET /slides/download/{id}: the original file, for those who may edit the slide. */
  @Get('download/:id')
  @AnswersFile('application/octet-stream')
  async download(@Actor() actor: Principal, @Param('id') id: string, @Res() res: Response): Promise<void> {
    const slide = await this.queries.execute<GetSlide, SlideItem>(new GetSlide(ruleActor(actor), id, false));
    if (!slide.abilities.canEdit) throw new ApiException(403, 'You may not download this slide.');
    const { state } = await this.es.aggregate(contentStream('slide', slide.id), slideDecider).load();
    const file = state.uploadId ? await this.files.ownUpload(state.uploadId, actor.userId, 'slide', { anyOwner: true }) : null;
    if (!file) throw new ApiException(409, NOT_READY);
    res.setHeader('Content-Length', String((await stat(file.path)).size));
    res.attachment(slide.fileName ?? 'slide');
    createReadStream(file.path).pipe(res);
  }
}
