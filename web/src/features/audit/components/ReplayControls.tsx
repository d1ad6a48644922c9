import { memo } from 'react';
import { ActionIcon, Select, Text, Tooltip } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { AUDIT_TEXT, type ReplayEvent } from '@cytocampus/contracts';
import { AUDIT_SCREEN_TEXT as T, durationWords } from '../auditTexts';
import { formatClock, toReplay, type Timeline } from '../replayTimeline';
import { REPLAY_SPEEDS, type ReplayPlayer, type ReplaySpeed } from '../useReplayPlayer';
import { EVENT_COLORS } from './eventColors';
import classes from './ReplayControls.module.css';

const SPEED_OPTIONS = REPLAY_SPEEDS.map((speed) => ({ value: String(speed), label: `${speed}×` }));
const share = (position: number, duration: number) => `${duration > 0 ? (position / duration) * 100 : 0}%`;

/** The events as ticks over the scrubber, and the compressed gaps as hatched marks; they change only with the replay. */
const Ticks = memo(function Ticks({ events, timeline }: { events: readonly ReplayEvent[]; timeline: Timeline }) {
  return (
    <div className={classes.ticks} aria-hidden>
      {events.map((event, i) => (
        <span key={i} className={classes.tick} style={{ left: share(toReplay(timeline, event.at), timeline.duration), background: EVENT_COLORS[event.kind] }} />
      ))}
      {timeline.gaps.map((gap) => (
        <Tooltip key={gap.replay} label={T.gap(durationWords(gap.realMs))}>
          <span className={classes.gap} style={{ left: share(gap.replay + 1000, timeline.duration), pointerEvents: 'auto' }} data-testid="replay-gap" />
        </Tooltip>
      ))}
    </div>
  );
});

/** Play / Pause, the speed, the scrubber with the events on it, and the time. */
export function ReplayControls({ player, events }: { player: ReplayPlayer; events: readonly ReplayEvent[] }) {
  const { timeline, position, playing } = player;
  return (
    <div className={classes.bar}>
      <Tooltip label={playing ? AUDIT_TEXT.pause : AUDIT_TEXT.play}>
        <ActionIcon size="lg" radius="xl" aria-label={playing ? AUDIT_TEXT.pause : AUDIT_TEXT.play} onClick={playing ? player.pause : player.play}>
          {playing ? <IconPlayerPauseFilled size={18} /> : <IconPlayerPlayFilled size={18} />}
        </ActionIcon>
      </Tooltip>
      <Select
        aria-label={AUDIT_TEXT.speed}
        data={SPEED_OPTIONS}
        value={String(player.speed)}
        onChange={(value) => value && player.setSpeed(Number(value) as ReplaySpeed)}
        allowDeselect={false}
        w={78}
        size="xs"
      />
      <div className={classes.track}>
        <Ticks events={events} timeline={timeline} />
        <input
          type="range"
          className={classes.range}
          aria-label={T.timeline}
          aria-valuetext={formatClock(position)}
          min={0}
          max={Math.max(1, Math.round(timeline.duration))}
          step={1}
          value={Math.round(position)}
          onChange={(event) => player.seek(Number(event.currentTarget.value))}
          data-testid="replay-scrubber"
        />
      </div>
      <Text fz="sm" className={classes.clock} data-testid="replay-clock">
        {`${formatClock(position)} / ${formatClock(timeline.duration)}`}
      </Text>
    </div>
  );
}
