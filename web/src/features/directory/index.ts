export { UserListPage } from './users/UserListPage';
export { UserDetailPage } from './users/UserDetailPage';
export { OrganizationListPage } from './organizations/OrganizationListPage';
export { OrganizationDetailPage } from './organizations/OrganizationDetailPage';
export { GroupListPage } from './groups/GroupListPage';
export { GroupDetailPage } from './groups/GroupDetailPage';
