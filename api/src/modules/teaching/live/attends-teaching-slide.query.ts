import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@cytocampus/event-store';
import { attendsLiveTeachingSlide } from '@cytocampus/projections';
import { SQL } from '../../../infra/tokens.js';
import { AttendsTeachingSlide } from '../../../messages/teaching.js';

@QueryHandler(AttendsTeachingSlide)
export class AttendsTeachingSlideHandler implements IQueryHandler<AttendsTeachingSlide, boolean> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async execute({ actor, slideId }: AttendsTeachingSlide): Promise<boolean> {
    return attendsLiveTeachingSlide(this.sql, slideId, actor.userId);
  }
}
