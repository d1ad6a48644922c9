import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module.js';
import { LearnerSkillsController } from './queries/learner-skills/learner-skills.controller.js';
import { LearnerSkillsReader } from './queries/learner-skills/learner-skills.reader.js';
import { OrgSkillsController } from './queries/org-skills/org-skills.controller.js';
import { OrgSkillsReader } from './queries/org-skills/org-skills.reader.js';
import { RankedLearners } from './queries/org-skills/ranked-learners.js';
import { SkillSlides } from './shared/skill-slides.reader.js';
import { SkillTallies } from './shared/skill-tallies.reader.js';

/** Screening skill analytics (issue 31; docs/adr/0036): a learner's Skills page and the organization's view, from the screeningSkill read model. */
@Module({
  imports: [AuthModule],
  controllers: [LearnerSkillsController, OrgSkillsController],
  providers: [SkillSlides, SkillTallies, RankedLearners, LearnerSkillsReader, OrgSkillsReader],
})
export class ScreeningSkillModule {}
