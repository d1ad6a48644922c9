import { ActionIcon, Burger, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '@cytocampus/contracts';
import { AlertsMenu } from './AlertsMenu';
import { ProgressPill, useOverallProgress } from './ProgressPill';
import { UserMenu } from './UserMenu';

interface HeaderProps {
  user: CurrentUser;
  title: string;
  showBack: boolean;
  navOpened: boolean;
  onToggleNav: () => void;
}

/** Returns to the previous page, or home when this page was opened directly. */
function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (index > 0 ? navigate(-1) : navigate('/dashboard/home'));
  };
}

export function Header({ user, title, showBack, navOpened, onToggleNav }: HeaderProps) {
  const goBack = useGoBack();
  const progress = useOverallProgress();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger opened={navOpened} onClick={onToggleNav} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
        {showBack && (
          <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" onClick={goBack} aria-label="Back">
            <IconArrowLeft size={20} stroke={1.7} />
          </ActionIcon>
        )}
        <Title order={1} fz={{ base: 'lg', sm: 22 }} fw={650} c="dark.7" lineClamp={1}>
          {title}
        </Title>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <ProgressPill progress={progress} />
        <AlertsMenu />
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
