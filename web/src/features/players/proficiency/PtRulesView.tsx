import { Alert, Button, List, Paper, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlayerPlay } from '@tabler/icons-react';
import type { PtRules } from '@cytocampus/contracts';
import { PtLadderNotice } from './PtLadderNotice';
import { PT_TEXT } from './ptTexts';

interface PtRulesViewProps {
  rules: PtRules;
  starting: boolean;
  /** Why the last Start was refused (no set can be drawn, the retest ladder's next step first), in the server's words. */
  refusal: string | null;
  onStart: () => void;
}

/** The rules a learner reads before the clock starts: slides, time, pass mark, results only at the end, the grid. */
export function PtRulesView({ rules, starting, refusal, onStart }: PtRulesViewProps) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" align="flex-start">
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {PT_TEXT.rulesTitle}
        </Title>
        <PtLadderNotice />
        <List spacing="xs">
          <List.Item>{PT_TEXT.slides(rules.size)}</List.Item>
          <List.Item>{PT_TEXT.time(rules.timeLimit)}</List.Item>
          <List.Item>{PT_TEXT.passMark(rules.passPercent)}</List.Item>
          <List.Item>{PT_TEXT.resultsAtEnd}</List.Item>
          <List.Item>{PT_TEXT.grid(rules.grid)}</List.Item>
          <List.Item>{PT_TEXT.timeUpRule}</List.Item>
        </List>
        {refusal && (
          <Alert color="red" variant="light" title={PT_TEXT.startRefused} icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" w="100%">
            {refusal}
          </Alert>
        )}
        <Button size="md" leftSection={<IconPlayerPlay size={18} aria-hidden />} loading={starting} onClick={onStart}>
          {PT_TEXT.start}
        </Button>
      </Stack>
    </Paper>
  );
}
