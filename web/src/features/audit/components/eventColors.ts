import type { ReplayEventKind } from '@cytocampus/contracts';

/** One colour per kind of event, on the scrubber's ticks and the event list's dots. */
export const EVENT_COLORS: Record<ReplayEventKind, string> = {
  session: '#868e96',
  page: '#1c7ed6',
  objectClick: '#2f9e44',
  slideClick: '#f08c00',
  mark: '#e64980',
  gamma: '#ae3ec9',
  filters: '#7048e8',
  diagnosis: '#0c8599',
  save: '#495057',
  submit: '#e03131',
  clear: '#c92a2a',
};
