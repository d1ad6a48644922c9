import type { TokenEvent } from './events.js';

export interface TokenState {
  issued: boolean;
  revoked: boolean;
  userId: string | null;
}

export const initialTokenState = (): TokenState => ({ issued: false, revoked: false, userId: null });

export function evolveToken(state: TokenState, event: TokenEvent): TokenState {
  switch (event.type) {
    case 'TokenIssued':
      return { ...state, issued: true, userId: event.data.userId };
    case 'TokenRevoked':
      return { ...state, revoked: true };
  }
}
