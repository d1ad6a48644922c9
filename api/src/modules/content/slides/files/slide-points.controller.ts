import { randomUUID } from 'node:crypto';
import { validField } from '@cytocampus/domain';
import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MARK_PREFIX, SLIDE_ROUTES, type SlideMark, type TileAtPoint } from '@cytocampus/contracts';
import { number, slideMarkRequestSchema, slideMarkSchema, tileAtPointSchema, validate } from '@cytocampus/schema';
import { tilesAtPoint, type SlideManifest } from '@cytocampus/slide-imaging';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { SlidePyramids } from './slide-pyramids.js';
import { SlideViewerGuard } from './slide-viewer.guard.js';

/** A point of an image, each coordinate checked with the spec's messages: from 0, and within the image's pixels once its size is known. */
function pointOn(image: Pick<SlideManifest, 'width' | 'height'> | null, coords: Record<string, unknown>, field: string): { x: number; y: number } {
  const within = (extent: number | undefined) => number({ min: 0, ...(extent === undefined ? {} : { max: extent - 1 }) });
  return {
    x: validField(validate(within(image?.width), coords.x), `${field}.x`),
    y: validField(validate(within(image?.height), coords.y), `${field}.y`),
  };
}

/**
 * Points on a processed slide (spec part 3 section 7): marks, and the tiles holding a point. Both
 * answer from the slide's pyramid; neither stores anything (a review keeps its own shortlist).
 */
@ApiTags('slides')
@Controller('slides')
@UseGuards(SlideViewerGuard)
export class SlidePointsController {
  constructor(private readonly pyramids: SlidePyramids) {}

  /** POST /slides/{id}/slide/marks {coords}: a mark at a point of the image, with its id and its crop's address. */
  @Post(':id/slide/marks')
  @HttpCode(200)
  @Answers(slideMarkSchema)
  async mark(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Body({ schema: slideMarkRequestSchema }) body: Record<string, unknown> | undefined,
  ): Promise<SlideMark> {
    // By hand rather than with the schema: the point must lie on this image, and missing coordinates are refused on `coords.x`.
    // What the document says of it is checked before the slide is looked up, the image's size after.
    const sent = pointOn(null, (body?.coords ?? {}) as Record<string, unknown>, 'coords');
    const { manifest } = await this.pyramids.of(actor, id);
    const coords = pointOn(manifest, sent, 'coords');
    const markId = `${MARK_PREFIX}${randomUUID()}`;
    return { id: markId, coords, crop: SLIDE_ROUTES.objectCrop(id, markId, coords.x, coords.y) };
  }

  /** GET /slides/{id}/slide/tiles_for_coords/{y}/{x}: the tile holding the point at every level, the full resolution first. */
  @Get(':id/slide/tiles_for_coords/:y/:x')
  @Answers(tileAtPointSchema.array())
  async tilesForCoords(@Actor() actor: Principal, @Param('id') id: string, @Param('y') y: string, @Param('x') x: string): Promise<TileAtPoint[]> {
    const { manifest } = await this.pyramids.of(actor, id);
    const point = pointOn(manifest, { x: Number(x), y: Number(y) }, 'coords');
    return tilesAtPoint(manifest.width, manifest.height, manifest.tileSize, point.x, point.y).map((tile) => ({
      ...tile,
      path: `${SLIDE_ROUTES.tileSource(id)}_files/${tile.level}/${tile.col}_${tile.row}.jpeg`,
    }));
  }
}
