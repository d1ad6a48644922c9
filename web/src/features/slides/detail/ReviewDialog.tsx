import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CurrentUser, SlideItem } from '@cytocampus/contracts';
import { atLeast } from '@cytocampus/permissions';
import { AppModal } from '../../../shared/overlay/AppModal';
import { demoPath, reviewKinds, type ReviewKind } from '../slideRules';
import { SLIDE_TEXT } from '../slideTexts';

const CHOICES: { kind: ReviewKind; label: string; needs: string }[] = [
  { kind: 'case', label: 'Review as a case', needs: '' },
  { kind: 'known', label: 'Review as a known', needs: 'Needs a solution result and objects that are not restricted.' },
  { kind: 'unknown', label: 'Review as an unknown', needs: 'Needs objects that are not restricted.' },
];

/**
 * How to review the slide in the demo area: as a case, a known or an unknown, each opening
 * /demo/{org or admin}/{type}/{slideId}/clear ('clear' starts the mock review afresh).
 */
export function ReviewDialog({ slide, user, opened, onClose }: { slide: SlideItem; user: CurrentUser; opened: boolean; onClose: () => void }) {
  const allowed = reviewKinds(slide);
  const area = atLeast(user.role, 'admin') ? 'admin' : 'org';
  return (
    <AppModal opened={opened} onClose={onClose} title={SLIDE_TEXT.reviewTitle}>
      <Stack gap="sm">
        <Text fz="sm">{SLIDE_TEXT.reviewText}</Text>
        {CHOICES.map(({ kind, label, needs }) => (
          <Stack key={kind} gap={2}>
            <Button component={Link} to={demoPath(area, kind, slide.id)} variant="light" disabled={!allowed[kind]} onClick={onClose}>
              {label}
            </Button>
            {!allowed[kind] && (
              <Text fz="xs" c="dimmed">
                {needs}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </AppModal>
  );
}
