import { Button, Group, Text, Tooltip } from '@mantine/core';
import { SLIDE_REVIEW_TEXT } from '@cytocampus/contracts';
import { REVIEW_SCREEN_TEXT } from './slideReviewTexts';
import classes from './SlideReview.module.css';

interface ReviewHeaderProps {
  reviewer: string;
  slideName: string;
  position: string | null;
  canComplete: boolean;
  onCancel: () => void;
  onComplete: () => void;
}

/** 'Reviewing case as {name}' with CANCEL and COMPLETE REVIEW (spec part 3 "Slide review screen"); complete once every slide is captured. */
export function ReviewHeader({ reviewer, slideName, position, canComplete, onCancel, onComplete }: ReviewHeaderProps) {
  return (
    <header className={classes.header}>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md" className={classes.headerBar}>
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }} className={classes.headerStart}>
          <Button variant="default" size="sm" onClick={onCancel}>
            {SLIDE_REVIEW_TEXT.cancel}
          </Button>
          <div style={{ minWidth: 0 }} className={classes.headerTitle}>
            <Text fz="sm" c="dimmed" lineClamp={1}>
              {`${SLIDE_REVIEW_TEXT.reviewingCaseAs} ${reviewer}`}
            </Text>
            <Text fw={650} lineClamp={1}>
              {position ? `${slideName} · ${position}` : slideName}
            </Text>
          </div>
        </Group>
        <Tooltip label={REVIEW_SCREEN_TEXT.completeHint} disabled={canComplete} withArrow>
          <Button size="sm" onClick={onComplete} disabled={!canComplete} data-disabled={!canComplete || undefined}>
            {SLIDE_REVIEW_TEXT.completeReview}
          </Button>
        </Tooltip>
      </Group>
    </header>
  );
}
