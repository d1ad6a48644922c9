import { expect } from '@jest/globals';

interface DeciderLike<C, E, S> {
  initialState: () => S;
  evolve: (state: S, event: E) => S;
  decide: (command: C, state: S) => E[];
}

/**
 * Given/when/then for deciders:
 *   given(userDecider, [registered]).when(signIn).then([signedIn])
 *   given(userDecider, []).when(signIn).thenRefuses('User not found.')
 */
export function given<C, E, S>(decider: DeciderLike<C, E, S>, history: E[]) {
  const state = history.reduce(decider.evolve, decider.initialState());
  return {
    state,
    when(command: C) {
      const run = () => decider.decide(command, state);
      return {
        then(expected: E[]): void {
          expect(run()).toEqual(expected);
        },
        thenRefuses(message: string, field?: string | null): void {
          let caught: unknown;
          try {
            run();
          } catch (error) {
            caught = error;
          }
          expect(caught).toBeInstanceOf(Error);
          expect((caught as Error).message).toBe(message);
          if (field !== undefined) expect((caught as { field?: string | null }).field).toBe(field);
        },
      };
    },
  };
}
