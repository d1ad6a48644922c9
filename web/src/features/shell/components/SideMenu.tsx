import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { NavLink as RouterLink, useLocation } from 'react-router';
import type { CurrentUser } from '@cytocampus/contracts';
import { canAccess } from '@cytocampus/permissions';
import { NAV_SECTIONS } from '../navigation';

/** The side menu, showing only the entries this user may open. */
export function SideMenu({ user, onNavigate }: { user: CurrentUser; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const sections = NAV_SECTIONS.map((section) => ({
    ...section,
    entries: section.entries.filter((entry) => canAccess(user, entry.access) && (!entry.needsOrganization || user.orgId !== null)),
  })).filter((section) => section.entries.length > 0);

  return (
    <ScrollArea component="nav" aria-label="Main" style={{ flex: 1 }}>
      <Stack gap="lg" p="sm">
        {sections.map((section) => (
          <Stack key={section.label} gap={4}>
            <Text fz={11} fw={700} c="dimmed" tt="uppercase" px="sm" style={{ letterSpacing: '0.06em' }}>
              {section.label}
            </Text>
            {section.entries.map((entry) => (
              <NavLink
                key={entry.to}
                component={RouterLink}
                to={entry.to}
                label={entry.label}
                leftSection={<entry.icon size={18} stroke={1.6} />}
                active={pathname === entry.to || pathname.startsWith(`${entry.to}/`)}
                onClick={onNavigate}
                variant="light"
                fw={500}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ))}
          </Stack>
        ))}
      </Stack>
    </ScrollArea>
  );
}
