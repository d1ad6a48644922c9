import { Inject, Injectable } from '@nestjs/common';
import { ROLE_LEVEL, ROLES, type Preferences, type Role } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { weeklyFigures } from '@cytocampus/projections';
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
    const { rows } = await this.sql.query<{
      id: string;
      email: string;
      role: Role;
      org_id: string;
      org_name: string;
      first_name: string;
      preferences: Partial<Preferences>;
    }>(
      `select u.id, u.email, u.role, u.org_id, o.name as org_name, u.first_name, u.preferences
         from users u join organizations o on o.id = u.org_id
        where not u.disabled and u.role = any($1::text[]) order by u.org_id, u.id`,
      [MANAGER_ROLES],
    );
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
