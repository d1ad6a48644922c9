/**
 * Finds a secret in an answer's body (docs/adr/0041): the plain value, its sealed form as stored,
 * or anything shaped like a sealed value (`v1.<kid>.<iv>.<ciphertext+tag>`, sealed-secrets.ts), so
 * that a value sealed again (another IV, another key) is caught too.
 */

/** `v1.` then the key id (8 base64url characters), the IV (12 bytes: 16 characters) and at least the tag (16 bytes: 22 characters). */
export const SEALED_SHAPE = /v1\.[\w-]{8}\.[\w-]{16}\.[\w-]{22,}/;

/** What of `secrets` (plain or sealed) or of a sealed value's shape `text` holds: a short description, null when nothing. */
export function secretIn(text: string, secrets: readonly string[]): string | null {
  for (const secret of secrets) if (secret.length > 0 && text.includes(secret)) return `the secret ${secret.slice(0, 6)}…`;
  const sealed = SEALED_SHAPE.exec(text);
  return sealed ? `a sealed value ${sealed[0].slice(0, 14)}…` : null;
}
