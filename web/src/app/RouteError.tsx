import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { log } from '../lib/log';

/** Last resort when a page fails to render or load: say so and offer a way back. */
export function RouteError() {
  const error = useRouteError();
  log.warn('route error', error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong on this page.';
  return (
    <Center component="main" h="100vh" p="md">
      <Stack align="center" gap="sm" role="alert" ta="center">
        <Title order={1} fz={28}>
          Something went wrong
        </Title>
        <Text c="dimmed">{detail}</Text>
        <Button onClick={() => window.location.assign('/dashboard')}>Reload CytoCampus</Button>
      </Stack>
    </Center>
  );
}
