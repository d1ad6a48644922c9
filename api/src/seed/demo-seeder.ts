import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ANNOUNCEMENT_STREAM,
  announcementDecider,
  emailReservationDecider,
  emailStream,
  groupDecider,
  groupStream,
  organizationDecider,
  organizationStream,
  userDecider,
  userStream,
} from '@cytocampus/domain';
import { WrongExpectedRevisionError, type EventStore } from '@cytocampus/event-store';
import { metadataFor, systemContext } from '../es/command-context.js';
import { EventSourcing } from '../es/event-sourcing.service.js';
import type { Config } from '../infra/config.js';
import type { Logger } from '../infra/logger.js';
import { CONFIG, EVENT_STORE, LOGGER } from '../infra/tokens.js';
import { hashPassword } from '../modules/accounts/index.js';
import { DemoCommunitySeeder } from './demo-community/demo-community-seeder.js';
import { DemoContentSeeder } from './demo-content/demo-content-seeder.js';
import { DEMO_ACCOUNTS, DEMO_ANNOUNCEMENT, DEMO_GROUPS, DEMO_ORGANIZATION, DEMO_PASSWORD } from './demo-data.js';

const SEED_STREAM = 'seed-demo';

/**
 * Writes the demo organization, its groups, one account per role and the announcement as ordinary events,
 * once. Every step is idempotent, so a seed interrupted halfway completes on the next start. Then the
 * demo content (SEED_DEMO_CONTENT) starts in the background and the demo community is written, also on
 * installations seeded before they existed.
 */
@Injectable()
export class DemoSeeder {
  constructor(
    private readonly es: EventSourcing,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly content: DemoContentSeeder,
    private readonly community: DemoCommunitySeeder,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async seedOnce(): Promise<boolean> {
    const seeded = await this.seedAccountsOnce();
    if (this.config.seedDemoContent) {
      this.content.startInBackground();
      // A few short streams: written before the server answers, but a failure only costs the demo its threads.
      await this.community.seedOnce().catch((error: unknown) => {
        this.logger.error({ error: error instanceof Error ? error.message : String(error) }, 'demo community seed failed; it resumes on the next start');
      });
    }
    return seeded;
  }

  private async seedAccountsOnce(): Promise<boolean> {
    for await (const _event of this.store.readStream(SEED_STREAM, { maxCount: 1 })) return false;
    const ctx = systemContext();
    const now = this.es.now().toISOString();
    const org = DEMO_ORGANIZATION;
    await this.es.aggregate(organizationStream(org.orgId), organizationDecider).execute((s) => (s.orgId ? [] : [{ type: 'CreateOrganization', ...org }]), ctx);
    for (const group of DEMO_GROUPS) {
      await this.es
        .aggregate(groupStream(group.groupId), groupDecider)
        .execute((s) => (s.groupId ? [] : [{ type: 'CreateGroup', orgId: org.orgId, ...group }]), ctx);
    }
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    let last = null;
    for (const a of DEMO_ACCOUNTS) {
      await this.es
        .aggregate(emailStream(a.email), emailReservationDecider)
        .execute(() => [{ type: 'ReserveEmail', email: a.email, userId: a.userId, ownerHasAccount: false, now }], ctx);
      const { position } = await this.es.aggregate(userStream(a.userId), userDecider).execute(
        (s) =>
          s.exists
            ? []
            : [
                {
                  type: 'RegisterUser',
                  userId: a.userId,
                  email: a.email,
                  passwordHash,
                  role: a.role,
                  orgId: DEMO_ORGANIZATION.orgId,
                  groupId: null,
                  bio: {
                    title: a.title,
                    firstName: a.firstName,
                    lastName: a.lastName,
                    alias: `${a.firstName[0]}${a.lastName[0]}1000`,
                    lab: a.lab,
                    profession: a.profession,
                    country: 'US',
                    postalCode: '02139',
                    gender: 'u',
                    years: '5-10',
                  },
                  preferences: {},
                  origin: 'seed',
                },
                { type: 'AcceptTerms', version: 1 },
              ],
        ctx,
      );
      last = position ?? last;
    }
    await this.es.aggregate(ANNOUNCEMENT_STREAM, announcementDecider).execute(() => [{ type: 'ChangeAnnouncement', content: DEMO_ANNOUNCEMENT }], ctx);
    const metadata = metadataFor(ctx, this.es.now());
    try {
      await this.store.appendToStream(SEED_STREAM, [{ id: randomUUID(), type: 'DemoSeeded', data: { accounts: DEMO_ACCOUNTS.length }, metadata }], {
        expectedRevision: 'no_stream',
      });
    } catch (error) {
      // Another API process starting at the same time finished the same (idempotent) seed first.
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
    this.logger.info({ accounts: DEMO_ACCOUNTS.length }, 'demo data seeded');
    await this.es.readYourWrites(last, ['users', 'organizations', 'groups']);
    return true;
  }
}
