/** Texts of the generic content list (spec part 3, "Generic content list"), exactly as written. */
export const LIST_TEXT = {
  previous: 'Previous',
  next: 'Next',
  noItems: 'No Items To Display',
  displayingAll: (total: number) => `Displaying All ${total} Items`,
  displayingRange: (from: number, to: number, total: number) => `Displaying Items ${from} - ${to} of ${total}`,
  pageSize: (size: number) => `Page Size: ${size}`,
  noMatches: 'No content matches the filters / search criteria.',
  noContent: 'No content available.',
  loading: (plural: string) => `Loading ${plural}`,
  pleaseWait: 'Please wait...',
  add: (singular: string) => `Add ${singular}`,
  searchPlaceholder: 'Enter search term',
} as const;

/** The paging bar's summary for a page (from 1) of `limit` items out of `total`. */
export function pagingSummary(page: number, limit: number, total: number): string {
  if (total <= 0) return LIST_TEXT.noItems;
  if (page <= 1 && total <= limit) return LIST_TEXT.displayingAll(total);
  const from = Math.min((page - 1) * limit + 1, total);
  const to = Math.min(page * limit, total);
  return LIST_TEXT.displayingRange(from, to, total);
}
