import { Inject, Injectable } from '@nestjs/common';
import type { Bio, Preferences, Role, ThreadKind } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { pendingMailRows, stillPendingMails, type MailReason, type PendingMailKey, type PendingMailRow, type PendingMailsQuery } from '@cytocampus/projections';
import { SQL } from '../../../infra/tokens.js';
import type { PersonRow } from '../shared/people.js';

/** The account a pending mail is for, as the users read model has it now. */
export interface Recipient {
  id: string;
  email: string;
  role: Role;
  orgId: string | null;
  permissions: Record<string, boolean>;
  /** As stored (the spec's defaults merged in at registration). */
  preferences: Partial<Preferences>;
  disabled: boolean;
  firstName: string;
  bio: Bio;
}

/** One message waiting to be e-mailed to one user, with what the e-mail and the decision need. */
export interface PendingMail {
  userId: string;
  messageId: string;
  threadId: string;
  reason: MailReason;
  /** Null when the account is gone. */
  recipient: Recipient | null;
  /** Null when the thread is gone or deleted. */
  thread: { kind: ThreadKind; ref: string | null; userIds: string[] | null; locked: boolean; title: string } | null;
  /** Null when the message is gone. */
  message: { ts: Date; preview: string; senderId: string } | null;
  /** Null when the sender's account is gone. */
  sender: PersonRow | null;
}

const toPending = (r: PendingMailRow): PendingMail => ({
  userId: r.user_id,
  messageId: r.message_id,
  threadId: r.thread_id,
  reason: r.reason,
  recipient:
    r.email === null
      ? null
      : {
          id: r.user_id,
          email: r.email,
          role: r.role!,
          orgId: r.org_id,
          permissions: r.permissions ?? {},
          preferences: r.preferences ?? {},
          disabled: r.disabled ?? false,
          firstName: r.first_name ?? '',
          bio: r.bio ?? ({} as Bio),
        },
  thread: r.live_thread ? { kind: r.kind!, ref: r.ref, userIds: r.user_ids, locked: r.locked ?? false, title: r.title ?? '' } : null,
  message: r.ts && r.sender_user_id ? { ts: r.ts, preview: r.preview ?? '', senderId: r.sender_user_id } : null,
  sender: r.s_id
    ? {
        id: r.s_id,
        role: r.s_role!,
        org_id: r.s_org_id,
        first_name: r.s_first_name ?? '',
        last_name: r.s_last_name ?? '',
        bio: r.s_bio!,
        preferences: r.s_preferences!,
      }
    : null,
});

/** The e-mail dispatcher's reads of the community read model, joined with the users read model. */
@Injectable()
export class PendingMails {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  /** The pending mails of the users due now, each user's in time order. */
  async load(query: PendingMailsQuery): Promise<PendingMail[]> {
    return (await pendingMailRows(this.sql, query)).map(toPending);
  }

  /** Of `recorded`, those the read model still holds (the others it has caught up with). */
  stillPending(recorded: readonly PendingMailKey[]): Promise<PendingMailKey[]> {
    return stillPendingMails(this.sql, recorded);
  }
}
