import { useState } from 'react';
import { Alert, Box, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { LTI_MSG, type LtiDeepLinkAnswer, type LtiLaunchContext } from '@cytocampus/contracts';
import { isApiFailure } from '../../../http/errors';
import { LogoMark } from '../../../shared/brand/Logo';
import { useDocumentTitle } from '../../../shared/navigation/pageTitle';
import { useCreateLtiDeepLinksMutation, useGetLtiCatalogueQuery, useGetLtiLaunchContextQuery } from '../framedApi';
import { LAUNCH_TEXT } from '../launchTexts';
import { LTI_SCREEN_TEXT as T } from '../ltiTexts';
import { CataloguePicker } from './CataloguePicker';
import { pickedTargets, togglePick } from './deepLinkPicks';
import { PlatformReturnForm } from './PlatformReturnForm';
import { pickerRefusal, refusalOfMessage, type PickerRefusal } from './pickerRefusal';

/** A refusal as a page: the API's words, and what to do instead. */
function Refusal({ refusal }: { refusal: PickerRefusal }) {
  return (
    <Alert color="orange" variant="light" icon={<IconAlertCircle size={20} />} title={T.refusedTitle} role="alert">
      <Stack gap={4}>
        <Text fz="sm" fw={600}>
          {refusal.message}
        </Text>
        <Text fz="sm">{refusal.help}</Text>
      </Stack>
    </Alert>
  );
}

/** The instructor's picks, sent for signing and then posted back to the platform. */
function Picker({ context }: { context: LtiLaunchContext }) {
  const { data: catalogue, isLoading, isError, error } = useGetLtiCatalogueQuery();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [create, creating] = useCreateLtiDeepLinksMutation();
  const [answer, setAnswer] = useState<LtiDeepLinkAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (isLoading) return <Loader size="sm" aria-label={T.pickLoading} />;
  if (isError) {
    const refused = isApiFailure(error) && error.status === 403;
    return refused ? (
      <Refusal refusal={refusalOfMessage(error.message)} />
    ) : (
      <Alert color="red" variant="light" role="alert">
        {T.pickFailed}
      </Alert>
    );
  }
  if (!catalogue || catalogue.length === 0) return <Text c="dimmed">{T.pickNothing}</Text>;
  const targets = pickedTargets(catalogue, picked);

  const add = async () => {
    setFailure(null);
    const result = await create({ targets });
    if (result.error) setFailure(isApiFailure(result.error) ? result.error.message : T.pickFailed);
    else setAnswer(result.data);
  };

  if (answer)
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{T.returning(context.platformName)}</Text>
        <PlatformReturnForm answer={answer} />
      </Group>
    );
  return (
    <Stack gap="md">
      <CataloguePicker catalogue={catalogue} picked={picked} onToggle={(target) => setPicked((now) => togglePick(now, target))} />
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      {/* Stays in view at the bottom of the frame, which is often short: the button is always one step away. */}
      <Paper withBorder p="sm" pos="sticky" bottom={0} shadow="sm" style={{ zIndex: 1 }}>
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="dimmed" aria-live="polite">
            {T.pickedCount(targets.length)}
          </Text>
          <Button disabled={targets.length === 0} loading={creating.isLoading} onClick={() => void add()}>
            {T.addToCourse}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}

/**
 * The deep-linking picker (docs/adr/0042), inside the platform's frame, signed in by the launch's
 * framed session: an instructor chooses courses and items, which become links in the platform's course.
 */
export function DeepLinkingPage() {
  useDocumentTitle(LTI_MSG.pickTitle);
  const { data: context, isLoading, isError } = useGetLtiLaunchContextQuery();
  const refusal = context === undefined ? null : pickerRefusal(context);
  return (
    <Box component="main" maw={760} mx="auto" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <LogoMark size={36} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 20, sm: 24 }}>
              {LTI_MSG.pickTitle}
            </Title>
            {context && (
              <Text fz="sm" c="dimmed">
                {LAUNCH_TEXT.openedFrom(context.platformName, context.contextTitle)}
              </Text>
            )}
          </Stack>
        </Group>
        {isLoading && (
          <Center py="xl">
            <Loader size="sm" aria-label={T.pickLoading} />
          </Center>
        )}
        {isError && (
          <Alert color="red" variant="light" role="alert">
            {T.pickFailed}
          </Alert>
        )}
        {refusal && <Refusal refusal={refusal} />}
        {context && !refusal && (
          <>
            <Text>{LTI_MSG.pickExplain}</Text>
            <Picker context={context} />
          </>
        )}
      </Stack>
    </Box>
  );
}
