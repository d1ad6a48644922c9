/** The entries of `next` that differ from `current` (arrays compared by value), or null when none do. */
export function changedFields<T extends object>(current: T, next: Partial<T>): Partial<T> | null {
  const changes: Partial<T> = {};
  let any = false;
  for (const key of Object.keys(next) as (keyof T)[]) {
    const value = next[key];
    if (value === undefined || JSON.stringify(value) === JSON.stringify(current[key])) continue;
    changes[key] = value;
    any = true;
  }
  return any ? changes : null;
}
