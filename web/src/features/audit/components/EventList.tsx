import { memo, useEffect, useRef } from 'react';
import { Text, UnstyledButton } from '@mantine/core';
import type { ReplayEvent } from '@cytocampus/contracts';
import { AUDIT_SCREEN_TEXT as T } from '../auditTexts';
import { formatClock, toReplay, type Timeline } from '../replayTimeline';
import { EVENT_COLORS } from './eventColors';
import classes from './EventList.module.css';

interface EventListProps {
  events: readonly ReplayEvent[];
  timeline: Timeline;
  /** The last event by the replay time (highlighted and kept in sight); -1 before the first. */
  current: number;
  onSeek: (event: ReplayEvent) => void;
  height: number;
}

/** The review's events in time order at their replay time; a click seeks there. Renders only when the current event changes. */
export const EventList = memo(function EventList({ events, timeline, current, onSeek, height }: EventListProps) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [current]);
  if (events.length === 0)
    return (
      <Text c="dimmed" fz="sm" p="sm">
        {T.noEvents}
      </Text>
    );
  return (
    <ol ref={list} className={classes.list} style={{ maxHeight: height, margin: 0, listStyle: 'none' }} aria-label={T.events}>
      {events.map((event, i) => (
        <li key={i}>
          <UnstyledButton className={classes.event} aria-current={i === current} onClick={() => onSeek(event)} data-testid="replay-event" data-at={event.at}>
            <span className={classes.dot} style={{ background: EVENT_COLORS[event.kind] }} aria-hidden />
            <span className={classes.time}>{formatClock(toReplay(timeline, event.at))}</span>
            <span>{event.text}</span>
          </UnstyledButton>
        </li>
      ))}
    </ol>
  );
});
