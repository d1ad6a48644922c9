import { Button, Text } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { StatusPage } from './StatusPage';

export function NotFound() {
  const { pathname } = useLocation();
  return (
    <StatusPage icon={<IconMapSearch size={36} stroke={1.5} />} title="Page not found" color="gray">
      <Text c="dimmed">
        There is no page at{' '}
        <Text span ff="monospace">
          {pathname}
        </Text>
        . It may have moved, or the link may be mistyped.
      </Text>
      <Button component={Link} to="/dashboard/home" mt="sm">
        Go to Home
      </Button>
    </StatusPage>
  );
}
