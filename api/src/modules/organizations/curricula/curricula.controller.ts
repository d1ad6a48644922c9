import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { NameEntry } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { Actor, type Principal } from '../../../auth/principal.js';
import { SignedInGuard } from '../../../auth/signed-in.guard.js';
import { SQL } from '../../../infra/tokens.js';

/**
 * GET /curricula?names=1: the assignments a user or group form may pick: site-wide ones and the
 * caller's organization's. The full assignment list and editor come with the content framework.
 */
@ApiTags('assignments')
@Controller('curricula')
@UseGuards(SignedInGuard)
export class CurriculaNamesController {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  @Get()
  async names(@Actor() actor: Principal, @Query('orgId') orgId: unknown): Promise<NameEntry[]> {
    const scope = typeof orgId === 'string' && actor.permissions.readOrganization ? orgId : actor.orgId;
    const { rows } = await this.sql.query<{ id: string; name: string }>('select id, name from curricula where org_id is null or org_id = $1 order by lower(name), id', [scope]);
    return rows.map((r) => ({ name: r.name, itemid: r.id }));
  }
}
