import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { LtiPlatformItem } from '@cytocampus/contracts';
import { isApiFailure } from '../../../http/errors';
import { askConfirmation } from '../../../shared/detail/confirm';
import { DetailSection } from '../../../shared/detail/DetailView';
import { showToast } from '../../../shared/feedback/toast';
import { LTI_SCREEN_TEXT as T } from '../ltiTexts';
import { useRemoveLtiPlatformMutation } from './ltiAdminApi';
import { PlatformDrawer } from './PlatformDrawer';
import { PlatformTable } from './PlatformTable';

/** The drawer, open to register (no platform) or to edit one; `opening` starts each opening's form afresh. */
type DrawerState = { opened: boolean; platform?: LtiPlatformItem; opening: number };

/** The registered learning platforms (GET /lti/platforms, followed live by the page's query). */
export function PlatformsSection({ platforms }: { platforms: readonly LtiPlatformItem[] }) {
  const [drawer, setDrawer] = useState<DrawerState>({ opened: false, opening: 0 });
  const [remove] = useRemoveLtiPlatformMutation();
  const open = (platform?: LtiPlatformItem) => setDrawer((d) => ({ opened: true, platform, opening: d.opening + 1 }));

  const confirmAndRemove = async (platform: LtiPlatformItem) => {
    const yes = await askConfirmation({
      title: T.removeTitle(platform.name),
      text: T.removeText(platform.linkedAccounts),
      confirmLabel: T.remove,
      danger: true,
    });
    if (!yes) return;
    const result = await remove(platform.id);
    if (result.error) showToast({ title: T.notRemoved(platform.name), message: isApiFailure(result.error) ? result.error.message : T.tryAgain });
    else showToast({ message: T.removed(platform.name), level: 'info' });
  };

  return (
    <DetailSection title={T.platformsTitle} description={T.platformsExplain}>
      {platforms.length === 0 ? (
        <Text c="dimmed">{T.noPlatforms}</Text>
      ) : (
        <PlatformTable items={platforms} onEdit={open} onRemove={(platform) => void confirmAndRemove(platform)} />
      )}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => open()}>
          {T.addPlatform}
        </Button>
      </Group>
      <PlatformDrawer key={drawer.opening} platform={drawer.platform} opened={drawer.opened} onClose={() => setDrawer((d) => ({ ...d, opened: false }))} />
    </DetailSection>
  );
}
