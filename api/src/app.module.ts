import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { InfraModule } from './infra/infra.module.js';
import type { Infrastructure } from './infra/infrastructure.js';
import { AccountsModule } from './modules/accounts/index.js';
import { AnnouncementsModule } from './modules/announcements/index.js';
import { AuditModule } from './modules/audit/index.js';
import { CommunityMailModule, CommunityModule } from './modules/community/index.js';
import { ContentModule } from './modules/content/index.js';
import { CredentialsModule } from './modules/credentials/index.js';
import { HealthModule } from './modules/health/index.js';
import { LearningModule } from './modules/learning/index.js';
import { LtiModule } from './modules/lti/index.js';
import { ProficiencyModule } from './modules/proficiency/index.js';
import { ScreeningSkillModule } from './modules/screening-skill/index.js';
import { OrganizationsModule } from './modules/organizations/index.js';
import { ReportsModule } from './modules/reports/index.js';
import { SiteModule } from './modules/site/index.js';
import { TeachingModule } from './modules/teaching/index.js';
import { UploadsModule } from './modules/uploads/index.js';
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
        LtiModule,
        CommunityMailModule,
        SeedModule,
      ],
    };
  }
}
