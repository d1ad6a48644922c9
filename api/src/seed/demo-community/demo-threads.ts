import type { ThreadKind } from '@cytocampus/contracts';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION } from '../demo-data.js';

const byRole = (role: string): string => DEMO_ACCOUNTS.find((a) => a.role === role)!.userId;
const ADMIN = byRole('admin');
const MANAGER = byRole('manager');
const LEARNER = byRole('cytotechnologist');

export interface DemoMessage {
  messageId: string;
  userId: string;
  /** HTML as the editor makes it (sanitized again when seeded). */
  message: string;
  /** Minutes before the seed ran. */
  minutesAgo: number;
}

export interface DemoThread {
  threadId: string;
  kind: ThreadKind;
  ref: string | null;
  userIds: string[] | null;
  title: string;
  createdBy: string;
  sticky: boolean;
  messages: DemoMessage[];
}

/**
 * The demo community (docs/adr/0027), with fixed ids so that an interrupted seed resumes on the same
 * streams: the admin's sticky welcome thread for everyone, the manager's thread for the demo
 * organization, and a conversation between the manager and the learner.
 */
export const DEMO_THREADS: readonly DemoThread[] = [
  {
    threadId: 'c0000000-0000-4000-8000-000000000001',
    kind: 'community',
    ref: null,
    userIds: null,
    title: 'Welcome to the CytoCampus community',
    createdBy: ADMIN,
    sticky: true,
    messages: [
      {
        messageId: 'd0000000-0000-4000-8000-000000000001',
        userId: ADMIN,
        message:
          '<p>Welcome! This is the place to ask questions about <strong>slides, cases and courses</strong>, share what you learned and help each other.</p><p>Please keep patient details out of your messages.</p>',
        minutesAgo: 180,
      },
    ],
  },
  {
    threadId: 'c0000000-0000-4000-8000-000000000002',
    kind: 'organization',
    ref: DEMO_ORGANIZATION.orgId,
    userIds: null,
    title: 'Screening practice this month',
    createdBy: MANAGER,
    sticky: false,
    messages: [
      {
        messageId: 'd0000000-0000-4000-8000-000000000002',
        userId: MANAGER,
        message: '<p>This month we focus on <em>LSIL versus HSIL</em>. Please finish the practice slide set by Friday and post your questions here.</p>',
        minutesAgo: 120,
      },
      {
        messageId: 'd0000000-0000-4000-8000-000000000003',
        userId: LEARNER,
        message: '<p>Will the graded quiz count toward the P.A.C.E. credits?</p>',
        minutesAgo: 90,
      },
    ],
  },
  {
    threadId: 'c0000000-0000-4000-8000-000000000003',
    kind: 'conversation',
    ref: null,
    userIds: [MANAGER, LEARNER],
    title: '',
    createdBy: MANAGER,
    sticky: false,
    messages: [
      {
        messageId: 'd0000000-0000-4000-8000-000000000004',
        userId: MANAGER,
        message: '<p>Hi Riley, nice work on the Bethesda quiz. Do you have time to review the urine cytology slides with me on Thursday?</p>',
        minutesAgo: 60,
      },
      {
        messageId: 'd0000000-0000-4000-8000-000000000005',
        userId: LEARNER,
        message: '<p>Thanks! Thursday afternoon works for me.</p>',
        minutesAgo: 45,
      },
    ],
  },
];
