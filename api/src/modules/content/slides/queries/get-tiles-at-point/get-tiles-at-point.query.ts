import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SLIDE_ROUTES, type TileAtPoint } from '@cytocampus/contracts';
import { tilesAtPoint } from '@cytocampus/slide-imaging';
import type { Principal } from '../../../../../auth/principal.js';
import { SlidePyramids } from '../../files/slide-pyramids.js';
import { pointOn } from '../../shared/image-points.js';

/** GET /slides/{id}/slide/tiles_for_coords/{y}/{x}: the tile holding the point at every level, the full resolution first. */
export class GetTilesAtPoint extends Query<TileAtPoint[]> {
  constructor(
    readonly actor: Principal,
    readonly slideId: string,
    /** As the path has them (checked against the image here). */
    readonly x: number,
    readonly y: number,
  ) {
    super();
  }
}

@QueryHandler(GetTilesAtPoint)
export class GetTilesAtPointHandler implements IQueryHandler<GetTilesAtPoint, TileAtPoint[]> {
  constructor(private readonly pyramids: SlidePyramids) {}

  async execute({ actor, slideId, x, y }: GetTilesAtPoint): Promise<TileAtPoint[]> {
    const { manifest } = await this.pyramids.of(actor, slideId);
    const point = pointOn(manifest, { x, y }, 'coords');
    return tilesAtPoint(manifest.width, manifest.height, manifest.tileSize, point.x, point.y).map((tile) => ({
      ...tile,
      path: `${SLIDE_ROUTES.tileSource(slideId)}_files/${tile.level}/${tile.col}_${tile.row}.jpeg`,
    }));
  }
}
