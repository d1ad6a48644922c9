import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { SlideMark, TileAtPoint } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { slideMarkRequestSchema, slideMarkSchema, tileAtPointSchema } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { GetSlideMark } from '../queries/get-slide-mark/get-slide-mark.query.js';
import { GetTilesAtPoint } from '../queries/get-tiles-at-point/get-tiles-at-point.query.js';
import { pointOn } from '../shared/image-points.js';
import { SlideViewerGuard } from './slide-viewer.guard.js';

/**
 * Points on a processed slide (spec part 3 section 7): marks, and the tiles holding a point. Both
 * answer from the slide's pyramid; neither stores anything (a review keeps its own shortlist).
 */
@ApiTags('slides')
@Controller('slides')
@UseGuards(SlideViewerGuard)
export class SlidePointsController {
  constructor(private readonly queries: QueryBus) {}

  /** POST /slides/{id}/slide/marks {coords}: a mark at a point of the image, with its id and its crop's address. */
  @Post(':id/slide/marks')
  @HttpCode(200)
  @Authorize(SIGNED_IN)
  @Answers(slideMarkSchema)
  mark(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Body({ schema: slideMarkRequestSchema }) body: Record<string, unknown> | undefined,
  ): Promise<SlideMark> {
    // By hand rather than with the schema: missing coordinates are refused on `coords.x`. What the
    // document says of the point is checked before the slide is looked up, the image's size after (GetSlideMark).
    const point = pointOn(null, (body?.coords ?? {}) as Record<string, unknown>, 'coords');
    return this.queries.execute(new GetSlideMark(actor, id, point));
  }

  /** GET /slides/{id}/slide/tiles_for_coords/{y}/{x}: the tile holding the point at every level, the full resolution first. */
  @Get(':id/slide/tiles_for_coords/:y/:x')
  @Authorize(SIGNED_IN)
  @Answers(tileAtPointSchema.array())
  tilesForCoords(@Actor() actor: Principal, @Param('id') id: string, @Param('y') y: string, @Param('x') x: string): Promise<TileAtPoint[]> {
    return this.queries.execute(new GetTilesAtPoint(actor, id, Number(x), Number(y)));
  }
}
