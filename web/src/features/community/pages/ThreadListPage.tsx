import { useEffect, useState } from 'react';
import { Button, Center, Divider, Group, Loader, Paper, Stack, Tabs, Text, ThemeIcon } from '@mantine/core';
import { IconMail, IconMessagePlus, IconMessages, IconWorld, type IconProps } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import type { CommunityList, ThreadKind } from '@cytocampus/contracts';
import { canAccess, canCreateThread } from '@cytocampus/permissions';
import { LIST_TEXT } from '../../../shared/list/listTexts';
import { PagingBar } from '../../../shared/list/PagingBar';
import { SearchBox } from '../../../shared/list/SearchBox';
import { useUrlListParams } from '../../../shared/list/useListParams';
import { SECTIONS, type Section } from '../../../shared/navigation/sections';
import { useListThreadsQuery, useVisitListMutation } from '../api';
import { NewConversationModal } from '../components/NewConversationModal';
import { NewThreadModal } from '../components/NewThreadModal';
import { ThreadRow } from '../components/ThreadRow';
import { listQuery } from '../threadRules';
import { useViewer } from '../useCommunityAccess';
import { useNow } from '../useNow';

interface ListConfig {
  label: string;
  plural: string;
  section: Section;
  kind: ThreadKind;
  icon: ComponentType<IconProps>;
  hint: string;
}

const LISTS: Record<CommunityList, ListConfig> = {
  threads: {
    label: 'Threads',
    plural: 'Threads',
    section: SECTIONS.communityThreads,
    kind: 'community',
    icon: IconWorld,
    hint: 'Community threads are open to everyone on the site.',
  },
  orgThreads: {
    label: 'Organization',
    plural: 'Organization Threads',
    section: SECTIONS.communityOrgThreads,
    kind: 'organization',
    icon: IconMessages,
    hint: 'Threads of your organization, seen only by its members.',
  },
  messages: {
    label: 'Messages',
    plural: 'Messages',
    section: SECTIONS.communityMessages,
    kind: 'conversation',
    icon: IconMail,
    hint: 'Direct conversations with other people.',
  },
};
const ORDER: CommunityList[] = ['threads', 'orgThreads', 'messages'];

/** The community lists (Threads, Organization, Messages): newest first with pinned ones on top, searched and paged; visiting one sets its last-check time. */
export function ThreadListPage({ list }: { list: CommunityList }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const now = useNow();
  const { params, change } = useUrlListParams([]);
  const [creating, setCreating] = useState(false);
  const [visit] = useVisitListMutation();
  const config = LISTS[list];
  const orgId = viewer?.orgId ?? null;
  const search = params.search.trim();
  const query = { ...listQuery(list, orgId), page: params.page, limit: params.limit, ...(search ? { search } : {}) };
  const { data: page, isLoading, isFetching } = useListThreadsQuery(query, { skip: list === 'orgThreads' && !orgId });

  // Spec part 1 section 4: visiting threads, organization threads or messages sets that list's last-check time.
  useEffect(() => {
    void visit(list);
  }, [visit, list]);

  const tabs = ORDER.filter((key) => canAccess(viewer, LISTS[key].section.access) && (!LISTS[key].section.needsOrganization || orgId !== null));
  const ref = list === 'orgThreads' ? orgId : null;
  const mayCreate = viewer !== null && canCreateThread(viewer, config.kind, ref);
  const Icon = config.icon;

  return (
    <Paper withBorder p={0} component="section" aria-label={config.plural}>
      <Stack gap="md" p="lg" pb="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Tabs value={list} onChange={(next) => next && void navigate(LISTS[next as CommunityList].section.path)} variant="pills" radius="xl">
            <Tabs.List>
              {tabs.map((key) => {
                const TabIcon = LISTS[key].icon;
                return (
                  <Tabs.Tab key={key} value={key} leftSection={<TabIcon size={16} stroke={1.7} />} fw={600}>
                    {LISTS[key].label}
                  </Tabs.Tab>
                );
              })}
            </Tabs.List>
          </Tabs>
          {mayCreate && (
            <Button leftSection={<IconMessagePlus size={17} />} onClick={() => setCreating(true)}>
              {list === 'messages' ? 'New conversation' : 'New thread'}
            </Button>
          )}
        </Group>
        <SearchBox label={`Search ${config.plural.toLowerCase()}`} value={params.search} onSearch={(next) => change({ search: next })} />
      </Stack>
      <Divider color="gray.2" />
      {isLoading ? (
        <Center py={56}>
          <Stack align="center" gap={6}>
            <Loader size="sm" />
            <Text fw={600} fz="sm">
              {LIST_TEXT.loading(config.plural)}
            </Text>
            <Text fz="xs" c="dimmed">
              {LIST_TEXT.pleaseWait}
            </Text>
          </Stack>
        </Center>
      ) : page && page.items.length > 0 ? (
        // Faded a little while it refreshes, not so much that its dimmed text falls under 4.5:1.
        <div role="list" aria-label={config.plural} aria-busy={isFetching} style={{ opacity: isFetching ? 0.92 : 1 }}>
          {page.items.map((thread) => (
            <ThreadRow key={thread.id} thread={thread} viewerId={viewer?.id ?? null} now={now} />
          ))}
        </div>
      ) : (
        <Stack align="center" gap={8} py={56} px="md">
          <ThemeIcon variant="light" color="gray" radius="xl" size={48}>
            <Icon size={24} stroke={1.5} />
          </ThemeIcon>
          <Text fw={600}>{search ? LIST_TEXT.noMatches : LIST_TEXT.noContent}</Text>
          {!search && (
            <Text fz="sm" c="dimmed">
              {config.hint}
            </Text>
          )}
        </Stack>
      )}
      <Divider color="gray.2" />
      <Stack p="md" px="lg">
        <PagingBar
          page={params.page}
          limit={params.limit}
          total={page?.total ?? 0}
          canNext={page?.canNext ?? false}
          onPage={(next) => change({ page: next })}
          onLimit={(limit) => change({ limit })}
        />
      </Stack>
      {list === 'messages' ? (
        <NewConversationModal opened={creating} onClose={() => setCreating(false)} />
      ) : (
        <NewThreadModal opened={creating} orgRef={ref} onClose={() => setCreating(false)} />
      )}
    </Paper>
  );
}
