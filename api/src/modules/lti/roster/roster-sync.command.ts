import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { LTI_MSG, type LtiRosterSyncAnswer, type UserDetail } from '@cytocampus/contracts';
import { DomainError, ltiAccountRole, ltiRosterDecider, ltiRosterStream, providerIdentity } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { groupName, ltiPlatform, type LtiLaunchRow, type LtiPlatformRow } from '@cytocampus/projections';
import type { Principal } from '../../../auth/principal.js';
import type { CommandContext } from '../../../es/command-context.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import { SQL } from '../../../infra/tokens.js';
import { GetUser, UpdateUser } from '../../../messages/accounts.js';
import { ChangeGroup } from '../../../messages/organizations.js';
import { EmailDirectory, IdentityDirectory, ProviderAccounts } from '../../accounts/index.js';
import { ruleActor } from '../../../auth/principal.js';
import { launchOfSession } from '../framed/framed-launch.js';
import { PlatformTokens } from '../grades/platform-tokens.js';
import { courseMembers, type CourseMember } from './memberships.js';

export class SyncLtiRoster extends Command<LtiRosterSyncAnswer> {
  constructor(
    readonly actor: Principal,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** A group's name is 5 to 127 characters (a content name): a short course title is padded with what it is. */
const groupNameOf = (launch: LtiLaunchRow): string => {
  const title = (launch.context_title ?? launch.context_id ?? 'LMS course').slice(0, 100);
  return title.length >= 5 ? title : `${title} (LMS course)`;
};

/**
 * POST /lti/roster-sync (Names and Role Provisioning Services 2.0; docs/adr/0042): an instructor's
 * launch reads the course's roster from the platform and puts its active members into one group of
 * the organization (made at the first sync, found again after), with the instructor's own rights:
 * the group is made and people are moved as they could do on the groups and users pages. Members
 * without an account get one, as at their first launch; a member whose e-mail an unlinked account
 * holds is left out, as a launch would refuse them. Members who left the course stay where they are.
 */
@CommandHandler(SyncLtiRoster)
export class SyncLtiRosterHandler implements ICommandHandler<SyncLtiRoster, LtiRosterSyncAnswer> {
  constructor(
    private readonly es: EventSourcing,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly tokens: PlatformTokens,
    private readonly accounts: ProviderAccounts,
    private readonly identities: IdentityDirectory,
    private readonly emails: EmailDirectory,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ actor, ctx }: SyncLtiRoster): Promise<LtiRosterSyncAnswer> {
    const launch = await launchOfSession(this.sql, actor.sessionHash);
    if (!launch.instructor) throw new DomainError('forbidden', LTI_MSG.notInstructor);
    const platform = await ltiPlatform(this.sql, launch.platform_id);
    if (launch.memberships_url === null || launch.context_id === null || !platform) throw new DomainError('forbidden', LTI_MSG.rosterUnavailable);
    const members = (await courseMembers(this.tokens, platform, launch.memberships_url)).filter((member) => member.status === 'Active');
    const roster = this.es.aggregate(ltiRosterStream(platform.id, launch.context_id), ltiRosterDecider);
    const group = await this.group(actor, platform, launch, (await roster.load()).state.groupId, ctx);
    const tally = { added: 0, alreadyMembers: 0, skipped: 0 };
    for (const member of members) tally[await this.place(actor, platform, member, group.id, ctx)]++;
    const { position } = await roster.execute(
      () => [{ type: 'RecordRosterSync', sync: { platformId: platform.id, contextId: launch.context_id!, groupId: group.id, ...tally } }],
      ctx,
    );
    await this.es.readYourWrites(position, ['users', 'groups']);
    return { groupId: group.id, groupName: group.name, ...tally };
  }

  /** The course's group: the one of the last sync while it exists, else a new one named after the course. */
  private async group(
    actor: Principal,
    platform: LtiPlatformRow,
    launch: LtiLaunchRow,
    groupId: string | null,
    ctx: CommandContext,
  ): Promise<{ id: string; name: string }> {
    const name = groupId === null ? null : await groupName(this.sql, groupId);
    if (groupId !== null && name !== null) return { id: groupId, name };
    const created = await this.commands.execute(
      new ChangeGroup(actor, null, { create: { orgId: platform.org_id, name: groupNameOf(launch), description: '', tags: [], defaultCurriculum: null } }, ctx),
    );
    if (!('id' in created)) throw new Error('Creating a group answered no group');
    return created;
  }

  /** One member into the group: moved, already there, or left out. */
  private async place(
    actor: Principal,
    platform: LtiPlatformRow,
    member: CourseMember,
    groupId: string,
    ctx: CommandContext,
  ): Promise<'added' | 'alreadyMembers' | 'skipped'> {
    const linked = await this.identities.ownerOf(platform.id, member.userId);
    if (linked !== null) {
      const user = await this.queries.execute<GetUser, UserDetail>(new GetUser(ruleActor(actor), linked)).catch(() => null);
      if (!user) return 'skipped';
      if (user.groupId === groupId) return 'alreadyMembers';
      await this.commands.execute(new UpdateUser(actor, linked, { groupId }, ctx));
      return 'added';
    }
    if (member.email === null || (await this.emails.account(member.email))) return 'skipped';
    const identity = providerIdentity(
      { sub: member.userId, email: member.email, email_verified: true, given_name: member.givenName, family_name: member.familyName, name: member.name },
      'email',
    );
    const source = {
      id: platform.id,
      org_id: platform.org_id,
      default_role: ltiAccountRole(member.roles),
      default_group_id: groupId,
      default_curriculum: null,
    };
    await this.accounts.createAccount({ ...identity, email: member.email }, source, ctx);
    return 'added';
  }
}
