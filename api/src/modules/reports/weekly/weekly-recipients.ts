import { Inject, Injectable } from '@nestjs/common';
import { ROLE_LEVEL, ROLES, type Preferences, type Role } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { organizationMembersOfRoles, weeklyFigures } from '@cytocampus/projections';
import { SQL } from '../../../infra/tokens.js';
import type { WeeklyFigures } from './weekly-report-texts.js';

/** A manager (or above) of an organization, as the users read model has them now. */
export interface WeeklyRecipient {
  id: string;
  email: string;
  role: Role;
  orgId: string;
  orgName: string;
  firstName: string;
  /** As stored (the spec's defaults merged in at registration). */
  preferences: Partial<Preferences>;
}

/** Managers and above: the orgReportEmails preference is theirs (spec part 1). */
const MANAGER_ROLES = ROLES.filter((role) => ROLE_LEVEL[role] >= ROLE_LEVEL.manager);

/**
 * What the weekly organization e-mail reads: the active managers and above of every organization,
 * and an organization's week from the read models (its members of learner role, what they
 * worked on, completed and scored, and the certificates they were issued within the week).
 */
@Injectable()
export class WeeklyReportReader {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async recipients(): Promise<WeeklyRecipient[]> {
    const rows = await organizationMembersOfRoles(this.sql, MANAGER_ROLES);
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      role: r.role,
      orgId: r.org_id,
      orgName: r.org_name,
      firstName: r.first_name,
      preferences: r.preferences,
    }));
  }

  async figures(orgId: string, from: Date, to: Date): Promise<WeeklyFigures> {
    const r = await weeklyFigures(this.sql, orgId, from, to);
    return {
      learners: r.learners,
      active: r.active,
      completed: r.completed,
      averageScore: r.average === null ? null : Number(r.average),
      certificates: r.certificates,
    };
  }
}
