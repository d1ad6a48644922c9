import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PtPersonStatus } from '@cytocampus/contracts';
import type { Actor } from '@cytocampus/permissions';
import { PtLadderReader } from '../../shared/pt-ladder.reader.js';

/** One person's ladder of one year: for the person, and for whoever may list the users of their organization (others: 404). */
export class GetPtStatus extends Query<PtPersonStatus> {
  constructor(
    readonly viewer: Actor,
    readonly userId: string,
    readonly year: number,
  ) {
    super();
  }
}

@QueryHandler(GetPtStatus)
export class GetPtStatusHandler implements IQueryHandler<GetPtStatus, PtPersonStatus> {
  constructor(private readonly reader: PtLadderReader) {}

  execute({ viewer, userId, year }: GetPtStatus): Promise<PtPersonStatus> {
    return this.reader.person(viewer, userId, year);
  }
}
