import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../../../auth/principal.js';
import { SlidePyramids, type SlidePyramid } from '../../files/slide-pyramids.js';

/** The image routes (tile source, tiles, thumbnail, macro, object crops): the pyramid of a processed slide the caller may read. */
export class GetSlidePyramid extends Query<SlidePyramid> {
  constructor(
    readonly actor: Principal,
    readonly slideId: string,
  ) {
    super();
  }
}

/** Answered from SlidePyramids' per-session minute: a viewer's hundreds of tiles cost no database round trip. */
@QueryHandler(GetSlidePyramid)
export class GetSlidePyramidHandler implements IQueryHandler<GetSlidePyramid, SlidePyramid> {
  constructor(private readonly pyramids: SlidePyramids) {}

  execute({ actor, slideId }: GetSlidePyramid): Promise<SlidePyramid> {
    return this.pyramids.of(actor, slideId);
  }
}
