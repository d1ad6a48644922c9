/**
 * True only when A and B are the same type, optional keys included. A response schema states
 * `Proof<SameType<z.output<typeof schema>, Interface>>` next to itself, so that the schema and its
 * interface in @cytocampus/contracts cannot drift apart without `tsc` failing.
 */
export type SameType<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export type Proof<T extends true> = T;
