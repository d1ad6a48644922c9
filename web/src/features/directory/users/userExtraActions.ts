import { createContext, type ReactNode } from 'react';

/**
 * A button of another feature shown among a user's actions: the progress overlay's 'View
 * Progress'. Features never import each other, so the app passes it in (web/src/app/router.tsx).
 */
export const UserExtraActions = createContext<((userId: string) => ReactNode) | null>(null);
