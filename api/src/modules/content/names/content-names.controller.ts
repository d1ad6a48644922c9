import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { NameEntry } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { contentListScope } from '@cytocampus/permissions';
import { Actor, ruleActor, type Principal } from '../../../auth/principal.js';
import { SignedInGuard } from '../../../auth/signed-in.guard.js';
import { currentRevisions } from '../../../infra/read-models.js';
import { SQL } from '../../../infra/tokens.js';

/**
 * The name lists of assignments and courses (`names=1`) for pickers: every item for a caller with
 * the site-wide read permission of its kind, otherwise what is visible in the caller's
 * organization (its own, public and allowed items). The full lists come with the content editors.
 */
@ApiTags('content')
@Controller()
@UseGuards(SignedInGuard)
export class ContentNamesController {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  @Get('curricula')
  curricula(@Actor() actor: Principal): Promise<NameEntry[]> {
    return this.names(actor, 'curriculum');
  }

  @Get('modules')
  modules(@Actor() actor: Principal): Promise<NameEntry[]> {
    return this.names(actor, 'module');
  }

  private async names(actor: Principal, type: 'curriculum' | 'module'): Promise<NameEntry[]> {
    const scope = contentListScope(ruleActor(actor), type);
    if (scope === null) return [];
    const visible = scope.all ? '' : `where c.org_id = $1 or c.allowed_orgs ? $1 or (c.is_public and not c.filter_orgs ? $1)`;
    const { rows } = await this.sql.query<{ item_id: string; name: string }>(
      `select c.item_id, c.name from ${currentRevisions(type)} c ${visible} order by lower(c.name), c.item_id`,
      scope.all ? [] : [scope.orgId],
    );
    return rows.map((r) => ({ name: r.name, itemid: r.item_id }));
  }
}
