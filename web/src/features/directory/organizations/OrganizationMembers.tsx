import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import type { OrganizationItem, UserListItem } from '@cytocampus/contracts';
import { ListPage } from '../../../shared/list/ListPage';
import { useLocalListParams } from '../../../shared/list/useListParams';
import { itemPath, SECTIONS } from '../../../shared/navigation/sections';
import { useListOrganizationMembersQuery } from '../api';
import { userColumns } from '../users/userColumns';
import { MemberPicker } from './MemberPicker';

const memberHref = (user: UserListItem) => itemPath(SECTIONS.adminUsers, user.itemId, true);

/** The organization's members; users are added through a user picker in the list drawer. */
export function OrganizationMembers({ organization }: { organization: OrganizationItem }) {
  const controls = useLocalListParams();
  const { params } = controls;
  const [pickerOpened, picker] = useDisclosure(false);
  const {
    data: page,
    isLoading,
    isFetching,
  } = useListOrganizationMembersQuery({
    orgId: organization.id,
    query: { page: params.page, limit: params.limit, search: params.search.trim() || undefined },
  });
  return (
    <>
      <ListPage
        embedded
        plural="Members"
        singular="Member"
        controls={controls}
        page={page}
        isLoading={isLoading}
        isFetching={isFetching}
        columns={userColumns(memberHref, false)}
        rowKey={(user) => user.id}
        rowHref={memberHref}
        actions={
          organization.abilities.canEdit && (
            <Button variant="light" leftSection={<IconUserPlus size={16} />} onClick={picker.open}>
              Add Member
            </Button>
          )
        }
      />
      <MemberPicker organization={organization} opened={pickerOpened} onClose={picker.close} />
    </>
  );
}
