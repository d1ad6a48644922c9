import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module.js';
import { EsModule } from '../../es/es.module.js';
import { LearnerSkillsController } from './queries/learner-skills/learner-skills.controller.js';
import { GetLearnerSkillsHandler } from './queries/learner-skills/learner-skills.query.js';
import { OrgSkillsController } from './queries/org-skills/org-skills.controller.js';
import { GetOrgSkillsHandler } from './queries/org-skills/org-skills.query.js';
import { RankedLearners } from './queries/org-skills/ranked-learners.js';
import { SkillSlides } from './shared/skill-slides.reader.js';
import { SkillTallies } from './shared/skill-tallies.reader.js';
import { AssignPracticeSetController } from './commands/assign-practice-set/assign-practice-set.controller.js';
import { AssignPracticeSetHandler } from './commands/assign-practice-set/assign-practice-set.command.js';
import { LearnerCatalogue, PracticeAttempts } from '../learning/index.js';
import { PracticeLibrary } from './queries/practice/practice-library.js';
import { PracticeController } from './queries/practice/practice.controller.js';
import { GetPracticeRecommendationHandler } from './queries/practice/practice.query.js';
import { PracticeReader } from './queries/practice/practice.reader.js';
import { GetSkillOutlierAlertsHandler, ReadSkillOutlierNoticeHandler } from './outliers/outlier-notices.js';
import { OutlierNoticesController } from './outliers/outlier-notices.controller.js';
import { SkillOutlierMail } from './outliers/outlier-mail.js';
import { ChangeSkillOutlierSettingsHandler, GetSkillOutlierSettingsHandler, SkillOutlierSettingsReader } from './outliers/outlier-settings.js';
import { OutlierSettingsController } from './outliers/outlier-settings.controller.js';
import { SkillOutlierWatch } from './outliers/outlier-watch.js';

/** Screening skill analytics (issue 31; docs/adr/0036): a learner's Skills page and the organization's view, from the screeningSkill read model; practice sets. */
@Module({
  imports: [AuthModule, EsModule],
  controllers: [
    LearnerSkillsController,
    OrgSkillsController,
    PracticeController,
    AssignPracticeSetController,
    OutlierSettingsController,
    OutlierNoticesController,
  ],
  providers: [
    SkillSlides,
    SkillTallies,
    RankedLearners,
    GetLearnerSkillsHandler,
    GetOrgSkillsHandler,
    PracticeLibrary,
    LearnerCatalogue,
    PracticeAttempts,
    PracticeReader,
    GetPracticeRecommendationHandler,
    AssignPracticeSetHandler,
    SkillOutlierSettingsReader,
    GetSkillOutlierSettingsHandler,
    ChangeSkillOutlierSettingsHandler,
    SkillOutlierWatch,
    GetSkillOutlierAlertsHandler,
    ReadSkillOutlierNoticeHandler,
    SkillOutlierMail,
  ],
})
export class ScreeningSkillModule {}
