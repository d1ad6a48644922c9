import { randomUUID } from 'node:crypto';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MARK_PREFIX, SLIDE_ROUTES, type SlideMark } from '@cytocampus/contracts';
import type { Principal } from '../../../../../auth/principal.js';
import { SlidePyramids } from '../../files/slide-pyramids.js';
import { pointOn } from '../../shared/image-points.js';

/** POST /slides/{id}/slide/marks: a mark at a point of the image, with its id and its crop's address. Nothing is stored (a review keeps its own shortlist). */
export class GetSlideMark extends Query<SlideMark> {
  constructor(
    readonly actor: Principal,
    readonly slideId: string,
    /** Already checked against what the request alone says (from 0). */
    readonly point: { x: number; y: number },
  ) {
    super();
  }
}

@QueryHandler(GetSlideMark)
export class GetSlideMarkHandler implements IQueryHandler<GetSlideMark, SlideMark> {
  constructor(private readonly pyramids: SlidePyramids) {}

  async execute({ actor, slideId, point }: GetSlideMark): Promise<SlideMark> {
    const { manifest } = await this.pyramids.of(actor, slideId);
    // The point must lie on this image: known only once the slide is found.
    const coords = pointOn(manifest, point, 'coords');
    const markId = `${MARK_PREFIX}${randomUUID()}`;
    return { id: markId, coords, crop: SLIDE_ROUTES.objectCrop(slideId, markId, coords.x, coords.y) };
  }
}
