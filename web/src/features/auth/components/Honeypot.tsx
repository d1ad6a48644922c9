import type { InputHTMLAttributes } from 'react';

/**
 * The hidden honeypot field: people never see or reach it, bots fill it in. Kept off-screen
 * rather than display:none, which some bots skip.
 */
export function Honeypot(props: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: -10000, width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
