import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Organization } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { ownOrganizationSchema } from '@cytocampus/schema';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { SQL } from '../../../../infra/tokens.js';
import { Answers } from '../../../../openapi/answers.decorator.js';

interface OrganizationRow {
  id: string;
  name: string;
  region: string | null;
  pre_work: boolean;
  default_curriculum: string | null;
}

@ApiTags('accounts')
@Controller('user/organization')
export class OwnOrganizationController {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  /** GET /user/organization: the caller's organization, or null (the waiting screen). */
  @Get()
  @UseGuards(SignedInGuard)
  @Answers(ownOrganizationSchema.nullable())
  async get(@Actor() actor: Principal): Promise<Organization | null> {
    if (!actor.orgId) return null;
    const { rows } = await this.sql.query<OrganizationRow>('select id, name, region, pre_work, default_curriculum from organizations where id = $1', [
      actor.orgId,
    ]);
    const row = rows[0];
    return row ? { itemId: row.id, name: row.name, region: row.region, preWork: row.pre_work, defaultCurriculum: row.default_curriculum } : null;
  }
}
