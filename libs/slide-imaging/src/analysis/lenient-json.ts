/**
 * JSON.parse that accepts the non-finite numbers analysis software writes (`NaN`, `Infinity`,
 * `-Infinity`, as Python's json module does) and overflowing literals like 1e999, and turns them
 * all into null (spec part 3, section 5: "Non-finite numbers in JSON are treated as null").
 * Throws SyntaxError for anything else that is not JSON.
 */
const NON_FINITE = /^(?:-|\+)?(?:NaN|Infinity)/;

export function parseLenientJson(text: string): unknown {
  const out: string[] = [];
  let from = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') {
      inString = true;
      continue;
    }
    if (ch !== 'N' && ch !== 'I' && ch !== '-' && ch !== '+') continue;
    const match = NON_FINITE.exec(text.slice(i, i + 9));
    if (!match) continue;
    const end = i + match[0].length;
    // Only whole tokens: `NaNx` or `-Infinityy` stay invalid JSON.
    if (/[A-Za-z0-9_$]/.test(text[end] ?? '')) continue;
    out.push(text.slice(from, i), 'null');
    from = end;
    i = end - 1;
  }
  out.push(text.slice(from));
  return JSON.parse(out.join(''), (_key, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? null : value));
}
