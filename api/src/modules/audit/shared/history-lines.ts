import type { HistoryLine, ReplayEvent, ReplaySlide } from '@cytocampus/contracts';

/** The history's lines: the replay's events (views left out), each with its time and slide. */
export const historyLinesOf = (events: readonly ReplayEvent[], slides: readonly Pick<ReplaySlide, 'name'>[]): HistoryLine[] =>
  events.map((e) => ({
    time: new Date(e.at).toISOString(),
    kind: e.kind,
    page: e.page,
    slide: e.page === null ? null : (slides[e.page]?.name ?? null),
    text: e.text,
  }));

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
