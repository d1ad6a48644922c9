/**
 * A decider is the whole behaviour of one aggregate as three pure functions: the state before any
 * event, how an event changes the state, and which events a command causes in a state.
 * Command handlers load a stream, fold it with evolve, call decide and append the result.
 */
export interface Decider<Command, Event, State> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

/** A domain event as deciders see it: a type and its data (metadata is added at append time). */
export interface DomainEvent<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
}

export function fold<E, S>(decider: Pick<Decider<unknown, E, S>, 'initialState' | 'evolve'>, events: Iterable<E>): S {
  let state = decider.initialState();
  for (const event of events) state = decider.evolve(state, event);
  return state;
}
