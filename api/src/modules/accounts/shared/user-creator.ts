import { randomInt, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Bio, Role } from '@cytocampus/contracts';
import { userDecider, userStream, type UserCommand, type UserOrigin, type UserState } from '@cytocampus/domain';
import type { Position } from '@cytocampus/event-store';
import { generateAlias } from '@cytocampus/schema';
import type { CommandContext } from '../../../es/command-context.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import { RequestPasswordReset } from '../commands/password-reset/password-reset.commands.js';
import { DirectoryLookup } from './directory-lookup.js';
import { EmailDirectory } from './email-directory.js';
import { IdentityDirectory } from './oidc/identity-directory.js';
import { hashPassword, NO_PASSWORD } from './passwords.js';

/** The account made, as its append left it (a first sign-in starts its session from this state, never from a read model). */
export interface Created {
  userId: string;
  position: Position | null;
  state: UserState;
}

/** A new account as an administrator, an import or the seed describes it (already authorized and validated). */
export interface NewAccount {
  email: string;
  password?: string | undefined;
  role: Role;
  orgId: string | null;
  groupId: string | null;
  curriculum: string | null;
  bio: Omit<Bio, 'alias'> & { alias?: string | undefined };
  /** Overrides already checked against the role. */
  permissions: Record<string, boolean>;
  origin: Extract<UserOrigin, 'admin' | 'import' | 'provider'>;
}

/** The provider account an account made at its first sign-in is linked to, in the same append (docs/adr/0041). */
export interface ProvisionedIdentity {
  providerId: string;
  subject: string;
}

/**
 * Creates accounts for administrators and first sign-ins through a provider: reserves the address
 * (409 when taken) and the provider subject, checks the organization, group and assignment, appends
 * the account in one go, and without a password e-mails a link to choose one, except to an account
 * of a provider, which signs in there and was not asked whether it wants a password.
 */
@Injectable()
export class UserCreator {
  constructor(
    private readonly es: EventSourcing,
    private readonly lookup: DirectoryLookup,
    private readonly emails: EmailDirectory,
    private readonly commands: CommandBus,
    private readonly identities: IdentityDirectory,
  ) {}

  async create(account: NewAccount, ctx: CommandContext, identity?: ProvisionedIdentity): Promise<Created> {
    const membership = await this.lookup.membership(account.orgId, account.groupId);
    const curriculum = account.curriculum ?? membership.defaultCurriculum;
    await this.lookup.requireCurriculum(curriculum);
    const userId = randomUUID();
    const passwordHash = account.password ? await hashPassword(account.password) : NO_PASSWORD;
    const { bio } = account;
    const commands: UserCommand[] = [
      {
        type: 'RegisterUser',
        userId,
        email: account.email,
        passwordHash,
        role: account.role,
        orgId: membership.orgId,
        groupId: membership.groupId,
        bio: { ...bio, alias: bio.alias || generateAlias(bio.firstName, bio.lastName, (max) => randomInt(max)) },
        preferences: {},
        origin: account.origin,
      },
      { type: 'ChangePermissions', permissions: account.permissions },
      { type: 'AssignCurriculum', curriculum },
    ];
    if (identity) commands.push({ type: 'LinkIdentity', ...identity, email: account.email, via: 'provisioned' });
    const append = () =>
      this.emails.reservedFor(account.email, userId, ctx, () => this.es.aggregate(userStream(userId), userDecider).execute(() => commands, ctx));
    const { position, state } = await (identity ? this.identities.reservedFor(identity.providerId, identity.subject, userId, ctx, append) : append());
    if (!account.password && account.origin !== 'provider') await this.commands.execute(new RequestPasswordReset(account.email, ctx, 'welcome'));
    return { userId, position, state };
  }
}
