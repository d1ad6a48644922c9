import { Switch } from '@mantine/core';
import type { LtiPlatformItem } from '@cytocampus/contracts';
import { isApiFailure } from '../../../http/errors';
import { showToast } from '../../../shared/feedback/toast';
import { LTI_SCREEN_TEXT as T } from '../ltiTexts';
import { useChangeLtiPlatformMutation } from './ltiAdminApi';

/** Switches a platform on or off from its row: a switched-off platform's links open nothing (reversible, so no question asked). */
export function PlatformEnabledSwitch({ platform }: { platform: LtiPlatformItem }) {
  const [change, { isLoading }] = useChangeLtiPlatformMutation();
  const toggle = async (enabled: boolean) => {
    const result = await change({ id: platform.id, changes: { enabled } });
    if (result.error) showToast({ title: T.notChanged(platform.name), message: isApiFailure(result.error) ? result.error.message : T.tryAgain });
  };
  return (
    <Switch
      aria-label={T.enabledLabel(platform.name)}
      checked={platform.enabled}
      disabled={isLoading}
      onChange={(event) => void toggle(event.currentTarget.checked)}
    />
  );
}
