import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { InfraModule } from './infra/infra.module.js';
import type { Infrastructure } from './infra/infrastructure.js';
import { AccountsModule } from './modules/accounts/accounts.module.js';
import { AnnouncementsModule } from './modules/announcements/announcements.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { CommunityModule } from './modules/community/community.module.js';
import { CommunityMailModule } from './modules/community/mail/community-mail.module.js';
import { ContentModule } from './modules/content/content.module.js';
import { CredentialsModule } from './modules/credentials/credentials.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { LearningModule } from './modules/learning/learning.module.js';
import { ProficiencyModule } from './modules/proficiency/proficiency.module.js';
import { ScreeningSkillModule } from './modules/screening-skill/screening-skill.module.js';
import { OrganizationsModule } from './modules/organizations/organizations.module.js';
import { ReportsModule } from './modules/reports/reports.module.js';
import { SiteModule } from './modules/site/site.module.js';
import { TeachingModule } from './modules/teaching/teaching.module.js';
import { UploadsModule } from './modules/uploads/uploads.module.js';
import { RealtimeModule } from './realtime/realtime.module.js';
import { SeedModule } from './seed/seed.module.js';

@Module({})
export class AppModule {
  static forRoot(infra: Infrastructure): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfraModule.forRoot(infra),
        CqrsModule.forRoot(),
        RealtimeModule,
        HealthModule,
        SiteModule,
        AccountsModule,
        OrganizationsModule,
        ContentModule,
        LearningModule,
        ProficiencyModule,
        ScreeningSkillModule,
        CredentialsModule,
        AnnouncementsModule,
        CommunityModule,
        ReportsModule,
        TeachingModule,
        AuditModule,
        UploadsModule,
        CommunityMailModule,
        SeedModule,
      ],
    };
  }
}
