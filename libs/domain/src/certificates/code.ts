/**
 * Verification codes (docs/adr/0026): 140 random bits in Crockford's base32 (digits and capitals
 * without I, L, O and U, so nothing reads as something else), in 7 groups of 4. The bits come from
 * the caller (crypto.randomBytes on the API): a code is never derived from anything about its holder.
 */

/** Crockford's base32 alphabet. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 7;
const GROUP_SIZE = 4;
const CHARS = GROUPS * GROUP_SIZE;
/** Random bits a code carries: 28 characters of 5 bits. */
export const CERTIFICATE_CODE_BITS = CHARS * 5;
/** Bytes of randomness a code takes (the last 4 bits are dropped). */
export const CERTIFICATE_CODE_BYTES = Math.ceil(CERTIFICATE_CODE_BITS / 8);

/** A code as issued: `XXXX-XXXX-XXXX-XXXX-XXXX-XXXX-XXXX`. */
export const CERTIFICATE_CODE_PATTERN = new RegExp(`^[${ALPHABET}]{${GROUP_SIZE}}(-[${ALPHABET}]{${GROUP_SIZE}}){${GROUPS - 1}}$`);

/** The code spelled by `random` (at least CERTIFICATE_CODE_BYTES bytes). */
export function certificateCodeOf(random: Uint8Array): string {
  if (random.length < CERTIFICATE_CODE_BYTES) throw new RangeError(`a certificate code needs ${CERTIFICATE_CODE_BYTES} random bytes`);
  let chars = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of random) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5 && chars.length < CHARS) {
      bits -= 5;
      chars += ALPHABET[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
    if (chars.length === CHARS) break;
  }
  return chars.match(new RegExp(`.{${GROUP_SIZE}}`, 'g'))!.join('-');
}

/**
 * A code as someone typed it (any case, spaces or dashes anywhere, O for 0 and I or L for 1, as
 * Crockford reads them) in its issued form; null when it cannot be one.
 */
export function normalizeCertificateCode(input: string): string | null {
  if (input.length > 100) return null;
  const chars = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (chars.length !== CHARS || [...chars].some((c) => !ALPHABET.includes(c))) return null;
  return chars.match(new RegExp(`.{${GROUP_SIZE}}`, 'g'))!.join('-');
}
