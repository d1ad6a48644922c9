import { Alert, Loader, Stack, Text } from '@mantine/core';
import { LTI_SCREEN_TEXT as T } from '../ltiTexts';
import { KeysSection } from './KeysSection';
import { useGetLtiPlatformsQuery } from './ltiAdminApi';
import { PassbacksSection } from './PassbacksSection';
import { PlatformsSection } from './PlatformsSection';
import { ToolRegistrationSection } from './ToolRegistrationSection';

/**
 * The learning platforms page (docs/adr/0042; super users only): what to enter at a platform, the
 * platforms registered here, our signing keys and the scores sent back. Every list follows its read
 * model live (`lti` notices).
 */
export function LtiAdminPage() {
  const { data, isLoading, isError } = useGetLtiPlatformsQuery();
  return (
    <Stack gap="lg">
      {/* The header carries the page's title; this says what the page is for. */}
      <Text c="dimmed">{T.pageExplain}</Text>
      {isLoading && <Loader size="sm" aria-label={T.platformsLoading} />}
      {isError && (
        <Alert color="red" variant="light" role="alert">
          {T.platformsFailed}
        </Alert>
      )}
      {data && (
        <>
          <ToolRegistrationSection tool={data.tool} />
          <PlatformsSection platforms={data.items} />
        </>
      )}
      <KeysSection />
      <PassbacksSection />
    </Stack>
  );
}
