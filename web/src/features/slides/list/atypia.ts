/** Atypia and its spread as a super user reads them ('0.42 ± 0.08'), or null unless both are above 0 (spec part 3 route table). */
export function atypiaOf(fields: Record<string, unknown>): string | null {
  const { atyp, atypsd } = fields;
  if (typeof atyp !== 'number' || typeof atypsd !== 'number' || !(atyp > 0 && atypsd > 0)) return null;
  return `${atyp.toFixed(2)} ± ${atypsd.toFixed(2)}`;
}
