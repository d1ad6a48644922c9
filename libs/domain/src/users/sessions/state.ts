import type { SessionEvent } from './events.js';

export interface SessionState {
  started: boolean;
  ended: boolean;
  userId: string | null;
}

export const initialSessionState = (): SessionState => ({ started: false, ended: false, userId: null });

export function evolveSession(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'SessionStarted':
      return { ...state, started: true, userId: event.data.userId };
    case 'SessionEnded':
      return { ...state, ended: true };
  }
}
