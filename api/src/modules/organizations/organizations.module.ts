import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module.js';
import { EsModule } from '../../es/es.module.js';
import { ChangeGroupHandler } from './groups/group-commands.js';
import { GetGroupHandler, ListGroupsHandler } from './groups/group-queries.js';
import { GroupsController } from './groups/groups.controller.js';
import { AssignmentVisibleInHandler } from './organizations/organization-assignments.js';
import { ChangeOrganizationHandler } from './organizations/organization-commands.js';
import { GetOrganizationHandler, ListOrganizationsHandler } from './organizations/organization-queries.js';
import { OrganizationsController } from './organizations/organizations.controller.js';

/** Organizations and their groups (spec part 2). */
@Module({
  imports: [AuthModule, EsModule],
  controllers: [OrganizationsController, GroupsController],
  providers: [
    ListOrganizationsHandler,
    GetOrganizationHandler,
    ChangeOrganizationHandler,
    ListGroupsHandler,
    GetGroupHandler,
    ChangeGroupHandler,
    AssignmentVisibleInHandler,
  ],
})
export class OrganizationsModule {}
