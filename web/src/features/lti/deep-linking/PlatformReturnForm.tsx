import { useEffect, useRef } from 'react';
import type { LtiDeepLinkAnswer } from '@cytocampus/contracts';

/**
 * The deep-linking response, posted to the platform as LTI Deep Linking 2.0 asks: a form post of the
 * signed message in the field `JWT` to the platform's return address. The browser leaves the frame's
 * page for the platform's, which adds the links; a fetch would not (the platform answers with its page).
 */
export function PlatformReturnForm({ answer }: { answer: LtiDeepLinkAnswer }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.submit(), [answer]);
  return (
    <form ref={form} method="post" action={answer.returnUrl} hidden>
      <input type="hidden" name="JWT" value={answer.jwt} />
    </form>
  );
}
