import { lazy } from 'react';
import { TERMS_VERSION, type CurrentUser } from '@cytocampus/contracts';
import { useAcceptTermsMutation } from '../api';

/**
 * The dialog downloads only for the users who must see it (it gets the mutation from here: see
 * deferredModule.ts). It has no Suspense boundary of its own: the shell's loader (app/guards.tsx)
 * stays until it has arrived, so the page never shows without it.
 */
const TermsDialog = lazy(async () => ({ default: (await import('./TermsDialog')).TermsDialog }));

/**
 * Until the user has accepted the current terms (new accounts start at 0), a dialog that cannot be
 * dismissed asks for it: I Accept (POST /user/terms) or Sign Out.
 */
export function TermsGate({ user }: { user: CurrentUser }) {
  const [accept, { isLoading }] = useAcceptTermsMutation();
  if (user.terms >= TERMS_VERSION) return null;
  return <TermsDialog onAccept={() => void accept()} accepting={isLoading} />;
}
