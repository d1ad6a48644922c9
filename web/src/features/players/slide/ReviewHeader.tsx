import { Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { SLIDE_REVIEW_TEXT } from '@cytocampus/contracts';
import { REVIEW_SCREEN_TEXT } from './slideReviewTexts';
import classes from './SlideReview.module.css';

interface ReviewHeaderProps {
  reviewer: string;
  slideName: string;
  position: string | null;
  /** The review is submitted: it is only looked at. */
  submitted: boolean;
  onCancel: () => void;
  onBack: () => void;
}

/**
 * 'Reviewing case as {name}' with CANCEL and COMPLETE REVIEW (spec part 3 "Slide review screen").
 * The review completes when its last slide is captured, so COMPLETE REVIEW is never enabled: before
 * that it says what is missing, and a submitted review shows 'Submitted' and a plain Back instead.
 */
export function ReviewHeader({ reviewer, slideName, position, submitted, onCancel, onBack }: ReviewHeaderProps) {
  return (
    <header className={classes.header}>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md" className={classes.headerBar}>
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }} className={classes.headerStart}>
          <Button variant="default" size="sm" onClick={submitted ? onBack : onCancel} style={{ flex: 'none' }}>
            {submitted ? REVIEW_SCREEN_TEXT.back : SLIDE_REVIEW_TEXT.cancel}
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
        {submitted ? (
          <Badge size="lg" variant="light" color="gray" style={{ flex: 'none' }}>
            {REVIEW_SCREEN_TEXT.submitted}
          </Badge>
        ) : (
          <Tooltip label={REVIEW_SCREEN_TEXT.completeHint} withArrow>
            <Button size="sm" disabled data-disabled>
              {SLIDE_REVIEW_TEXT.completeReview}
            </Button>
          </Tooltip>
        )}
      </Group>
    </header>
  );
}
