import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { OrganizationItem } from '@cytocampus/contracts';
import { isApiFailure } from '../../../http/errors';
import { showToast } from '../../../shared/feedback/toast';
import { PagingBar } from '../../../shared/list/PagingBar';
import { SearchBox } from '../../../shared/list/SearchBox';
import { useLocalListParams } from '../../../shared/list/useListParams';
import { ListDrawer } from '../../../shared/overlay/SideDrawer';
import { useAddOrganizationMemberMutation, useListUsersQuery } from '../api';
import { DeactivatedBadge } from '../shared/DeactivatedBadge';
import { displayName } from '../users/userColumns';

interface MemberPickerProps {
  organization: OrganizationItem;
  opened: boolean;
  onClose: () => void;
}

/** The user picker: search every user and add one to the organization (POST /organizations/{id}/members). */
export function MemberPicker({ organization, opened, onClose }: MemberPickerProps) {
  const { params, change } = useLocalListParams(10);
  const { data: page, isLoading } = useListUsersQuery({ page: params.page, limit: params.limit, search: params.search.trim() || undefined }, { skip: !opened });
  const [addMember, adding] = useAddOrganizationMemberMutation();

  const add = async (userId: string, name: string) => {
    const result = await addMember({ orgId: organization.id, userId });
    if (result.error) {
      showToast({ title: 'Not added', message: isApiFailure(result.error) ? result.error.message : 'Please try again.' });
      return;
    }
    showToast({ message: `${name} was added to ${organization.name}.`, level: 'info' });
  };

  return (
    <ListDrawer opened={opened} onClose={onClose} title={<Text fw={650}>{`Add a member to ${organization.name}`}</Text>}>
      <Stack gap="md">
        <SearchBox label="Search users" value={params.search} onSearch={(search) => change({ search })} />
        {isLoading && <Loader size="sm" />}
        <Stack gap={0}>
          {page?.items.map((user) => {
            const member = user.orgId === organization.id;
            const name = displayName(user);
            return (
              <Group key={user.id} justify="space-between" wrap="nowrap" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600} fz="sm" truncate>
                      {name}
                    </Text>
                    <DeactivatedBadge disabled={user.disabled} size="xs" />
                  </Group>
                  <Text fz="xs" c="dimmed" truncate>
                    {[user.email, user.orgName ?? 'No organization'].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant={member ? 'subtle' : 'light'}
                  disabled={member || adding.isLoading}
                  aria-label={member ? `${name} is a member` : `Add ${name}`}
                  onClick={() => void add(user.id, name)}
                >
                  {member ? 'Member' : 'Add'}
                </Button>
              </Group>
            );
          })}
        </Stack>
        {page && (
          <PagingBar
            page={params.page}
            limit={params.limit}
            total={page.total}
            canNext={page.canNext}
            onPage={(next) => change({ page: next })}
            onLimit={(limit) => change({ limit })}
          />
        )}
      </Stack>
    </ListDrawer>
  );
}
