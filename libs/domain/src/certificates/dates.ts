const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A certificate's dates as the spec displays dates ('MMM D, YYYY', section 9), in UTC: the PDF, the
 * certificates page and the verification page show the same day wherever they are read.
 */
export function formatCertificateDate(ms: number): string {
  const d = new Date(ms);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** Credits as printed: '0.5', '0.75', '1'. */
export const formatCredits = (credits: number): string => String(Math.round(credits * 100) / 100);
