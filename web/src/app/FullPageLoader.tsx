import { Center, Loader, Stack, Text } from '@mantine/core';

export function FullPageLoader() {
  return (
    <Center component="main" h="100vh" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed" fz="sm">
          Loading
        </Text>
      </Stack>
    </Center>
  );
}
