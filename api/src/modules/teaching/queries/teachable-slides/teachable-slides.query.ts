import { Inject } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TEACHING_TEXT, type NameEntry } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { contentListScope, mayTeach } from '@cytocampus/permissions';
import { currentRevisions, slideImageReady, SqlFilter, visibleInOrg } from '@cytocampus/projections';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import { SQL } from '../../../../infra/tokens.js';
import { OrganizationSlides } from '../../../../messages/learning.js';

export class ListTeachableSlides extends Query<NameEntry[]> {
  constructor(readonly actor: Principal) {
    super();
  }
}

/**
 * GET /teaching/slides: the slides canStartTeaching lets the caller start a session on (docs/adr/0030),
 * as a list: those in a course assigned within their organization, and those they may read as
 * content (contentListScope, the list form of canReadContent). Only slides whose image is uploaded:
 * there is nothing to show of the others. Those who may not teach at all are refused (403).
 */
@QueryHandler(ListTeachableSlides)
export class ListTeachableSlidesHandler implements IQueryHandler<ListTeachableSlides, NameEntry[]> {
  constructor(
    private readonly queries: QueryBus,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ actor }: ListTeachableSlides): Promise<NameEntry[]> {
    if (!mayTeach(actor)) throw new DomainError('forbidden', TEACHING_TEXT.cannotStart);
    const inCourses = await this.queries.execute<OrganizationSlides, string[]>(new OrganizationSlides(actor.orgId));
    const scope = contentListScope(ruleActor(actor), 'slide');
    const filter = new SqlFilter().add(slideImageReady('c'));
    if (scope === null) filter.add('c.item_id = any(?)', inCourses);
    else if (!scope.all) filter.add(`c.item_id = any(?) or ${visibleInOrg('c', '?')}`, inCourses, scope.orgId, scope.orgId, scope.orgId);
    const { rows } = await this.sql.query<NameEntry>(
      `select c.name, c.item_id as itemid from ${currentRevisions('slide')} c ${filter.where} order by lower(c.name), c.item_id`,
      filter.params,
    );
    return rows;
  }
}
