import type { UserListItem } from '@cytocampus/contracts';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { ListPage } from '../../../shared/list/ListPage';
import { useUrlListParams } from '../../../shared/list/useListParams';
import { itemPath, SECTIONS } from '../../../shared/navigation/sections';
import { useGroupNamesQuery, useListUsersQuery } from '../api';
import { ImportUsersButton } from '../import/ImportUsersButton';
import { creatorRights, type DirectoryScope } from '../shared/creatorRights';
import { RawImportButton } from './RawImportButton';
import { userColumns } from './userColumns';
import { USER_FILTER_KEYS, userListFilters, userListQuery } from './userListFilters';

/** Users of the whole site (admin) or of the signed-in user's organization. */
export function UserListPage({ scope }: { scope: DirectoryScope }) {
  const { data: user } = useGetCurrentUserQuery();
  const controls = useUrlListParams(USER_FILTER_KEYS);
  const orgId = scope === 'org' ? (user?.orgId ?? undefined) : undefined;
  const { data: groups } = useGroupNamesQuery(orgId ?? '', { skip: !orgId });
  const { data: page, isLoading, isFetching } = useListUsersQuery(userListQuery(controls.params, orgId), { skip: !user });
  if (!user) return null;

  const section = scope === 'admin' ? SECTIONS.adminUsers : SECTIONS.orgUsers;
  const rights = creatorRights(user, scope);
  const href = (item: UserListItem) => itemPath(section, item.itemId);
  return (
    <ListPage
      plural="Users"
      singular="User"
      controls={controls}
      filters={userListFilters(user.role, scope, groups)}
      page={page}
      isLoading={isLoading}
      isFetching={isFetching}
      columns={userColumns(href, scope === 'admin')}
      rowKey={(item) => item.id}
      rowHref={href}
      addHref={rights.createUser ? `${section.path}/new` : undefined}
      actions={
        <>
          {rights.rawImport && <RawImportButton />}
          {rights.createUser && <ImportUsersButton fixedOrgId={orgId} />}
        </>
      }
    />
  );
}
