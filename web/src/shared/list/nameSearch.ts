/** Name search (spec part 1 section 5): every word of the query must appear in the name, in any order. */
export function matchesAllWords(name: string, query: string): boolean {
  const words = query
    .toLowerCase()
    .split(/[\s+]+/)
    .filter(Boolean);
  const haystack = name.toLowerCase();
  return words.every((word) => haystack.includes(word));
}
