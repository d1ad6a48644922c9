import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { Controller, Get, Inject, Param, ParseFloatPipe, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { SLIDE_LIMITS } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { renderRegion } from '@cytocampus/slide-imaging';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import type { Config } from '../../../../infra/config.js';
import { ApiException } from '../../../../http/api-exception.js';
import type { RateLimits } from '../../../../infra/rate-limits.js';
import { CONFIG, RATE_LIMITS } from '../../../../infra/tokens.js';
import { AnswersFile } from '../../../../openapi/answers.decorator.js';
import { GetSlideOriginal } from '../queries/get-slide-original/get-slide-original.query.js';
import { GetSlidePyramid } from '../queries/get-slide-pyramid/get-slide-pyramid.query.js';
import { spendObjectCrop } from './object-crop-limit.js';
import { SlideViewerGuard } from './slide-viewer.guard.js';

const IMMUTABLE = 'private, max-age=31536000, immutable';
const JPEG = 'image/jpeg';

/**
 * The slide's image for the viewer and the screens (spec part 3 section 7): the Deep Zoom tile
 * source and its tiles (cached for a year: a pyramid never changes), thumbnail, macro, object crops
 * and the original file. Everything needs a session that may read the slide; SlideViewerGuard
 * finds it in its cache, so the policy's check costs no lookup.
 */
@ApiTags('slides')
@Controller('slides')
@UseGuards(SlideViewerGuard)
export class SlideFilesController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(RATE_LIMITS) private readonly limits: RateLimits,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Get(':id/slide/wsi')
  @Authorize(SIGNED_IN)
  @AnswersFile('application/xml')
  async tileSource(@Actor() actor: Principal, @Param('id') id: string, @Res() res: Response): Promise<void> {
    const { dir, manifest } = await this.queries.execute(new GetSlidePyramid(actor, id));
    res.type('application/xml').sendFile(join(dir, manifest.dzi));
  }

  @Get(':id/slide/wsi_files/:level/:tile')
  @Authorize(SIGNED_IN)
  @AnswersFile(JPEG)
  async tile(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Param('level') level: string,
    @Param('tile') tile: string,
    @Res() res: Response,
  ): Promise<void> {
    if (!/^\d{1,2}$/.test(level) || !/^\d{1,6}_\d{1,6}\.jpeg$/.test(tile)) throw new ApiException(404, 'Tile not found.');
    const { dir, manifest } = await this.queries.execute(new GetSlidePyramid(actor, id));
    res.setHeader('Cache-Control', IMMUTABLE);
    res.type('image/jpeg').sendFile(join(dir, manifest.tilesDir, level, tile), (error) => {
      if (error && !res.headersSent) res.status(404).json({ code: 404, message: 'Tile not found.', field: null });
    });
  }

  @Get(':id/slide/thumbnail')
  @Authorize(SIGNED_IN)
  @AnswersFile(JPEG)
  async thumbnail(@Actor() actor: Principal, @Param('id') id: string, @Res() res: Response): Promise<void> {
    const { dir, manifest } = await this.queries.execute(new GetSlidePyramid(actor, id));
    res.setHeader('Cache-Control', IMMUTABLE);
    res.type('image/jpeg').sendFile(join(dir, manifest.thumbnail.file));
  }

  /** GET /slides/macro/{id}: the slide's macro (label) image. */
  @Get('macro/:id')
  @Authorize(SIGNED_IN)
  @AnswersFile(JPEG)
  async macro(@Actor() actor: Principal, @Param('id') id: string, @Res() res: Response): Promise<void> {
    const { dir, manifest } = await this.queries.execute(new GetSlidePyramid(actor, id));
    res.setHeader('Cache-Control', IMMUTABLE);
    res.type('image/jpeg').sendFile(join(dir, manifest.macro.file));
  }

  /**
   * GET /slides/{id}/slide/objects/{objId}/{x}/{y}: a 320 px crop around the object at OOI zoom,
   * rendered within the user's allowance (spent here: its refusal sets Retry-After).
   */
  @Get(':id/slide/objects/:objectId/:x/:y')
  @Authorize(SIGNED_IN)
  @AnswersFile(JPEG)
  async objectCrop(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Param('x', ParseFloatPipe) x: number,
    @Param('y', ParseFloatPipe) y: number,
    @Res() res: Response,
  ): Promise<void> {
    const { dir, manifest } = await this.queries.execute(new GetSlidePyramid(actor, id));
    await spendObjectCrop(this.limits, this.config.objectCrops, actor.userId, res);
    const jpeg = await renderRegion({ dir, manifest, x, y, size: SLIDE_LIMITS.ooiSize, scale: SLIDE_LIMITS.ooiZoom });
    res.setHeader('Cache-Control', IMMUTABLE);
    res.type('image/jpeg').send(jpeg);
  }

  /** GET /slides/download/{id}: the original file, for those who may edit the slide. */
  @Get('download/:id')
  @Authorize(SIGNED_IN)
  @AnswersFile('application/octet-stream')
  async download(@Actor() actor: Principal, @Param('id') id: string, @Res() res: Response): Promise<void> {
    const original = await this.queries.execute(new GetSlideOriginal(actor, id));
    res.setHeader('Content-Length', String(original.bytes));
    res.attachment(original.name);
    createReadStream(original.path).pipe(res);
  }
}
