import { useState } from 'react';
import { Anchor, Button, Text, type ButtonProps } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { PROGRESS_TEXT as T } from '@cytocampus/contracts';
import { atLeast } from '@cytocampus/permissions';
import { useGetCurrentUserQuery } from '../../session/sessionApi';
import { ProgressOverviewOverlay } from './ProgressOverviewOverlay';

/** Management buttons show from manager level up (spec part 1 section 2); the server still answers only those who may read the user. */
function useMayViewProgress(): boolean {
  const { data: viewer } = useGetCurrentUserQuery();
  return viewer ? atLeast(viewer.role, 'manager') : false;
}

/** 'View Progress': opens the Progress Overview overlay for one user (the user detail page's). */
export function ViewProgressButton({ userId, ...button }: { userId: string } & Pick<ButtonProps, 'size' | 'variant'>) {
  const [opened, setOpened] = useState(false);
  if (!useMayViewProgress()) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconChartBar size={16} />} {...button} onClick={() => setOpened(true)}>
        {T.viewProgress}
      </Button>
      {opened && <ProgressOverviewOverlay userId={userId} onClose={() => setOpened(false)} />}
    </>
  );
}

/** A learner's name that opens their Progress Overview overlay (a list's cell: the organization progress page's). */
export function ViewProgressLink({ userId, name }: { userId: string; name: string }) {
  const [opened, setOpened] = useState(false);
  if (!useMayViewProgress()) return <Text fz="sm">{name}</Text>;
  return (
    <>
      <Anchor component="button" type="button" fz="sm" title={T.viewProgress} aria-label={`${T.viewProgress}: ${name}`} onClick={() => setOpened(true)}>
        {name}
      </Anchor>
      {opened && <ProgressOverviewOverlay userId={userId} onClose={() => setOpened(false)} />}
    </>
  );
}
