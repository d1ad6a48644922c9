/** One choice of a dropdown or select list. */
export interface Option<V extends string | number = string> {
  readonly value: V;
  readonly label: string;
}

export const valuesOf = <V extends string | number>(options: readonly Option<V>[]): readonly V[] => options.map((o) => o.value);

/** The label of a value, or undefined when the value is not one of the options. */
export function labelOf<V extends string | number>(options: readonly Option<V>[], value: unknown): string | undefined {
  return options.find((o) => o.value === value)?.label;
}
