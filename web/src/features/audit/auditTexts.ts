/** The audit screens' own words (the contract's AUDIT_TEXT has the shared ones). */
export const AUDIT_SCREEN_TEXT = {
  plural: 'Review audit',
  singular: 'Review',
  learner: 'Learner',
  course: 'Course',
  item: 'Item',
  type: 'Type',
  state: 'State',
  score: 'Score',
  lastUpdate: 'Last update',
  stateFilter: 'State',
  anyState: 'Any state',
  states: { submitted: 'Submitted', open: 'Open' },
  events: 'Events',
  noEvents: 'Nothing was recorded.',
  timeline: 'Replay position',
  gap: (words: string) => `${words} later`,
  slideOf: (page: number, count: number) => `Slide ${page + 1} of ${count}`,
  flipped: 'flipped',
  noImage: 'This slide has no image.',
  screenedAt10x: (seconds: string) => `${seconds} at 10x or more`,
  viewedInAll: (seconds: string) => `of ${seconds} on this slide`,
  objectsSeen: (seen: number, total: number) => `${seen} of ${total} objects seen at 10x or more`,
  showObject: (label: string) => `Show ${label}`,
  solutionObject: 'Solution object',
  answer: 'Answer',
  reference: 'Reference',
  backToList: 'Back to the list',
  notAllowed: 'You may not audit reviews.',
  loading: 'Loading the replay',
  heatLegend: 'Heat map legend',
  heatPatterns: 'Patterns',
  heatPatternsHint: 'Marks instead of colour alone: the denser, the longer',
  heatLevels: { brief: 'Screened briefly', longer: 'Screened longer', longest: 'Screened longest', unscreened: 'Tissue not screened at 10x' },
} as const;

/** '3 min 20 s', '45 s', '2 h 5 min': a duration as people say it. */
export function durationWords(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.round(hours / 24)} days`;
}
