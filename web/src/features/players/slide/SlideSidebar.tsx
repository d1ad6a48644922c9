import { Button, NavLink, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconChevronLeft, IconChevronRight, IconCircle, IconCircleHalf2, IconLock, IconX } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { SLIDE_REVIEW_TEXT, type PlayerSlide, type ReviewRecord } from '@cytocampus/contracts';
import { outcomeOfScore, partialCreditOf } from '@cytocampus/domain';
import { firstIncompletePage } from '../review/reviewPages';
import { REVIEW_SCREEN_TEXT } from './slideReviewTexts';
import classes from './SlideReview.module.css';

interface SlideSidebarProps {
  slides: PlayerSlide[];
  review: ReviewRecord;
  current: number;
  pathOf: (slideItemId: string) => string;
}

function StatusIcon({ review, page, locked }: { review: ReviewRecord; page: number; locked: boolean }) {
  const record = review.pages[page];
  const outcome = outcomeOfScore(record?.score ?? null, record?.submitTime != null);
  if (locked) return <IconLock size={14} aria-label="locked" />;
  const credit = record?.submitTime != null ? partialCreditOf(record.score) : null;
  if (credit !== null)
    return (
      <ThemeIcon size={18} radius="xl" color="orange" role="img" aria-label={SLIDE_REVIEW_TEXT.partialCredit(credit)}>
        <IconCircleHalf2 size={12} />
      </ThemeIcon>
    );
  if (outcome === 'correct')
    return (
      <ThemeIcon size={18} radius="xl" color="teal">
        <IconCheck size={12} />
      </ThemeIcon>
    );
  if (outcome === 'incorrect')
    return (
      <ThemeIcon size={18} radius="xl" color="red">
        <IconX size={12} />
      </ThemeIcon>
    );
  if (outcome === 'pending')
    return (
      <ThemeIcon size={18} radius="xl" color="blue">
        <IconCheck size={12} />
      </ThemeIcon>
    );
  return <IconCircle size={14} />;
}

/** The test's slides in order (a slide opens once the one before it is done) and previous / next. */
export function SlideSidebar({ slides, review, current, pathOf }: SlideSidebarProps) {
  const navigate = useNavigate();
  const open = firstIncompletePage(review.pages);
  const reachable = (page: number) => open === -1 || page <= open;
  const previous = slides[current - 1];
  const next = slides[current + 1];
  return (
    <Stack gap="xs" p="xs">
      <Text fz="xs" fw={700} tt="uppercase" c="dimmed" px="xs">
        {REVIEW_SCREEN_TEXT.slides}
      </Text>
      <nav aria-label={REVIEW_SCREEN_TEXT.slides}>
        {slides.map((slide, page) => {
          const locked = !reachable(page);
          return (
            <NavLink
              key={slide.itemId}
              className={classes.slideLink}
              data-current={page === current || undefined}
              component={Link}
              to={pathOf(slide.itemId)}
              disabled={locked}
              aria-disabled={locked || undefined}
              active={page === current}
              aria-current={page === current ? 'page' : undefined}
              label={`${page + 1}. ${slide.name}`}
              leftSection={<StatusIcon review={review} page={page} locked={locked} />}
            />
          );
        })}
      </nav>
      <Stack gap={4}>
        <Button
          size="compact-sm"
          variant="default"
          disabled={!previous}
          leftSection={<IconChevronLeft size={14} />}
          onClick={() => previous && void navigate(pathOf(previous.itemId))}
        >
          {REVIEW_SCREEN_TEXT.previous}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          disabled={!next || !reachable(current + 1)}
          rightSection={<IconChevronRight size={14} />}
          onClick={() => next && void navigate(pathOf(next.itemId))}
        >
          {REVIEW_SCREEN_TEXT.next}
        </Button>
      </Stack>
    </Stack>
  );
}
