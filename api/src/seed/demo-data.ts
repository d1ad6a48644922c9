import { DEFAULT_CURRICULUM_ID, type Role } from '@cytocampus/contracts';

/** The demo every fresh installation starts with (README "Demo accounts"). */
export const DEMO_PASSWORD = 'CytoCampus1';

export const DEMO_ORGANIZATION = {
  orgId: '6f1c2a7e-3b9d-4c1e-9a55-0d2f8e7b4c10',
  name: 'Riverside Cytology Laboratory',
  region: 'North America',
  preWork: false,
  defaultCurriculum: null,
};

/** Groups of the demo organization (fixed ids, like the accounts). */
export const DEMO_GROUPS = [
  {
    groupId: 'b0000000-0000-4000-8000-000000000001',
    name: 'Day Shift',
    description: 'Screening staff on the day shift',
    tags: ['gyn', 'screening'],
    defaultCurriculum: DEFAULT_CURRICULUM_ID,
  },
  {
    groupId: 'b0000000-0000-4000-8000-000000000002',
    name: 'Night Shift',
    description: 'Screening staff on the night shift',
    tags: ['non-gyn'],
    defaultCurriculum: null,
  },
];

export interface DemoAccount {
  userId: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  profession: string;
  title: string;
  lab: string;
}

const lab = DEMO_ORGANIZATION.name;

/** Fixed ids so that a seed interrupted halfway resumes on the same streams. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    userId: 'a0000000-0000-4000-8000-000000000004',
    email: 'super@cytocampus.test',
    role: 'super',
    firstName: 'Morgan',
    lastName: 'Reyes',
    profession: 'Pathologist',
    title: 'Dr',
    lab,
  },
  {
    userId: 'a0000000-0000-4000-8000-000000000003',
    email: 'admin@cytocampus.test',
    role: 'admin',
    firstName: 'Avery',
    lastName: 'Chen',
    profession: 'Pathologist',
    title: 'Dr',
    lab,
  },
  {
    userId: 'a0000000-0000-4000-8000-000000000002',
    email: 'manager@cytocampus.test',
    role: 'manager',
    firstName: 'Jordan',
    lastName: 'Patel',
    profession: 'Cytotech',
    title: 'Ms',
    lab,
  },
  {
    userId: 'a0000000-0000-4000-8000-000000000001',
    email: 'learner@cytocampus.test',
    role: 'cytotechnologist',
    firstName: 'Riley',
    lastName: 'Thompson',
    profession: 'Cytotech',
    title: 'Mr',
    lab,
  },
];

export const DEMO_ANNOUNCEMENT = `<h3>Welcome to CytoCampus</h3>
<p>New this month: a refresher on <strong>The Bethesda System</strong> for gynecologic cytology, and practice slide sets for non-gynecologic specimens.</p>
<p>Questions about your assignments? Ask your laboratory manager or write to <a href="mailto:support@cytocampus.test">support@cytocampus.test</a>.</p>`;
