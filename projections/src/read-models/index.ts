import type { SqlExecutor } from '@cytocampus/event-store';
import type { Projection } from '../projection.js';
import { migrateCheckpoints } from '../runner/checkpoints.js';
import { announcementProjection } from './announcement/announcement.projection.js';
import { contentProjection } from './content/content.projection.js';
import { groupsProjection } from './groups/groups.projection.js';
import { organizationsProjection } from './organizations/organizations.projection.js';
import { sessionsProjection } from './sessions/sessions.projection.js';
import { statsProjection } from './stats/stats.projection.js';
import { diagnosesProjection } from './diagnoses/diagnoses.projection.js';
import { feedbackProjection } from './feedback/feedback.projection.js';
import { certificatesProjection } from './certificates/certificates.projection.js';
import { slidesProjection } from './slides/slides.projection.js';
import { usersProjection } from './users/users.projection.js';
import { uploadsProjection } from './uploads/uploads.projection.js';
import { communityProjection } from './community/community.projection.js';
import { reportsProjection } from './reports/reports.projection.js';
import { teachingProjection } from './teaching/teaching.projection.js';
import { tokensProjection } from './tokens/tokens.projection.js';
import { ptAttemptsProjection } from './pt-attempts/pt-attempts.projection.js';
import { ptStatusProjection } from './pt-status/pt-status.projection.js';
import { screeningSkillProjection } from './screening-skill/screening-skill.projection.js';
import { practiceSetsProjection } from './practice-sets/practice-sets.projection.js';
import { skillOutliersProjection } from './skill-outliers/skill-outliers.projection.js';
import { identityProvidersProjection } from './identity-providers/identity-providers.projection.js';
import { ltiProjection } from './lti/lti.projection.js';

/** Every read model, in the order the runner applies a batch. */
export const READ_MODELS = [
  usersProjection,
  communityProjection,
  sessionsProjection,
  organizationsProjection,
  groupsProjection,
  contentProjection,
  slidesProjection,
  announcementProjection,
  uploadsProjection,
  statsProjection,
  diagnosesProjection,
  feedbackProjection,
  certificatesProjection,
  reportsProjection,
  teachingProjection,
  tokensProjection,
  ptAttemptsProjection,
  ptStatusProjection,
  screeningSkillProjection,
  practiceSetsProjection,
  skillOutliersProjection,
  identityProvidersProjection,
  ltiProjection,
] as const satisfies readonly Projection[];

/** The name of a read model, as a command's read-your-writes wait names it. */
export type ReadModelName = (typeof READ_MODELS)[number]['name'];

/** Creates the checkpoint table and every read-model table that does not exist yet. */
export async function migrateReadModels(db: SqlExecutor): Promise<void> {
  await migrateCheckpoints(db);
  for (const projection of READ_MODELS) await projection.migrate(db);
}

export {
  announcementProjection,
  contentProjection,
  slidesProjection,
  groupsProjection,
  organizationsProjection,
  sessionsProjection,
  usersProjection,
  uploadsProjection,
  statsProjection,
  diagnosesProjection,
  feedbackProjection,
  certificatesProjection,
  communityProjection,
  reportsProjection,
  teachingProjection,
  tokensProjection,
  ptAttemptsProjection,
  ptStatusProjection,
  screeningSkillProjection,
  practiceSetsProjection,
  skillOutliersProjection,
  identityProvidersProjection,
  ltiProjection,
};
