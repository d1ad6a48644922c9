import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@cytocampus/event-store';
import { SQL } from '../../../infra/tokens.js';
import { AttendsTeachingSlide } from '../../../messages/teaching.js';

@QueryHandler(AttendsTeachingSlide)
export class AttendsTeachingSlideHandler implements IQueryHandler<AttendsTeachingSlide, boolean> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async execute({ actor, slideId }: AttendsTeachingSlide): Promise<boolean> {
    const { rows } = await this.sql.query(
      `select 1 from teaching_sessions
        where status = 'live' and (revision_id = $1 or slide_id = $1)
          and (instructor_id = $2 or participants @> jsonb_build_array(jsonb_build_object('userId', $2::text))) limit 1`,
      [slideId, actor.userId],
    );
    return rows.length > 0;
  }
}
