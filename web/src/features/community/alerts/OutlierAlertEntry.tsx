import { Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChartDots } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SCREENING_SKILL_TEXT, SKILL_OUTLIER_TEXT, type SkillOutlierNotice } from '@cytocampus/contracts';
import { SECTIONS } from '../../../shared/navigation/sections';
import { useReadOutlierNoticeMutation } from '../api';
import { exactTime, relativeTime } from '../messageTime';
import classes from './AlertThreadList.module.css';

/**
 * A learner of the manager's organization crossed a screening skill outlier threshold (docs/adr/0036):
 * opens the learner's Skills page and marks the notification read.
 */
export function OutlierAlertEntry({ notice, now }: { notice: SkillOutlierNotice; now: number }) {
  const [markRead] = useReadOutlierNoticeMutation();
  const line = SKILL_OUTLIER_TEXT.notice(
    notice.name,
    notice.rates.map((rate) => SCREENING_SKILL_TEXT.rate[rate]),
    notice.factor,
  );
  return (
    <UnstyledButton
      component={Link}
      to={`${SECTIONS.orgSkills.path}/${notice.userId}`}
      onClick={() => void markRead(notice.id)}
      className={classes.entry}
      role="listitem"
      aria-label={`${line}. ${SKILL_OUTLIER_TEXT.open(notice.name)}`}
      data-testid="outlier-alert"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="orange" radius="xl" size={34}>
          <IconChartDots size={18} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fz="sm" fw={650} truncate>
              {notice.name}
            </Text>
            <Text fz={11} c="dimmed" style={{ flexShrink: 0 }} title={exactTime(notice.at)}>
              {relativeTime(notice.at, now)}
            </Text>
          </Group>
          <Text fz="xs" c="dimmed" lineClamp={2}>
            {line}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
