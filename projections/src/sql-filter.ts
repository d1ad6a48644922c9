/** Builds a parameterized WHERE clause piece by piece; `?` in a condition stands for its next value. */
export class SqlFilter {
  private readonly conditions: string[] = [];
  readonly params: unknown[] = [];

  constructor(private readonly offset = 0) {}

  add(condition: string, ...values: unknown[]): this {
    let text = condition;
    for (const value of values) {
      this.params.push(value);
      text = text.replace('?', `$${this.offset + this.params.length}`);
    }
    this.conditions.push(`(${text})`);
    return this;
  }

  /** The next placeholder number, for values appended after the filter (limit, offset). */
  next(value: unknown): string {
    this.params.push(value);
    return `$${this.offset + this.params.length}`;
  }

  get where(): string {
    return this.conditions.length === 0 ? '' : `where ${this.conditions.join(' and ')}`;
  }
}

/** A LIKE pattern that matches `word` anywhere, with LIKE's own wildcards escaped. */
export const containing = (word: string): string => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
