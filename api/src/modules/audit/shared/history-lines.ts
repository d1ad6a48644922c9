import type { HistoryLine, ReplayEvent, ReplaySlide } from '@cytocampus/contracts';
import type { TableRow } from '../../../http/csv.js';

/** The history's lines: the replay's events (views left out), each with its time and slide. */
export const historyLinesOf = (events: readonly ReplayEvent[], slides: readonly Pick<ReplaySlide, 'name'>[]): HistoryLine[] =>
  events.map((e) => ({
    time: new Date(e.at).toISOString(),
    kind: e.kind,
    page: e.page,
    slide: e.page === null ? null : (slides[e.page]?.name ?? null),
    text: e.text,
  }));

/** The CSV's columns; the slide is numbered from 1, as the sentences number it. */
export const HISTORY_COLUMNS = ['Time', 'Kind', 'Slide number', 'Slide', 'Text'] as const;

export const historyRowOf = (line: HistoryLine): TableRow => [line.time, line.kind, line.page === null ? null : line.page + 1, line.slide, line.text];

/** history-<learner>-<item>: letters, digits and dashes of both names. */
export function historyFileName(learner: string, item: string, format: 'json' | 'csv'): string {
  const part = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'unnamed';
  return `history-${part(learner)}-${part(item)}.${format}`;
}
