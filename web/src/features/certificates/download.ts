import { API_PREFIX, CERTIFICATE_PAYLOAD_HEADER, CERTIFICATE_ROUTES, type CertificatePrintPayload, type LearnerCertificate } from '@cytocampus/contracts';
import { apiRequest } from '../../http/request';
import { log } from '../../lib/log';

/** How a download ended: saved and recorded, or which of the spec's two alerts applies. */
export type DownloadOutcome = { kind: 'saved'; code: string } | { kind: 'generate-failed'; reason: string | null } | { kind: 'print-failed'; code: string };

/** The print call's query of a certificate: its program number, or (a pair without one) its index. */
export function printQuery(certificate: Pick<LearnerCertificate, 'programNumber' | 'index'>): string {
  const params = new URLSearchParams();
  if (certificate.programNumber) params.set('programNumber', certificate.programNumber);
  params.set('index', String(certificate.index));
  return params.toString();
}

/** Hands the bytes to the browser as a file download. */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The server's reason for refusing the PDF (the page's hint), when it gave one. */
async function reasonOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * The spec's download (part 2 section 7): GET /user/printCertificate as a blob, saved as a file,
 * then PUT /stats/{userId}/printCert with the print payload the PDF answer carries.
 */
export async function downloadCertificate(certificate: LearnerCertificate, userId: string): Promise<DownloadOutcome> {
  let payload: Required<CertificatePrintPayload>;
  try {
    const response = await fetch(`${API_PREFIX}${CERTIFICATE_ROUTES.print}?${printQuery(certificate)}`, { credentials: 'include' });
    if (!response.ok) return { kind: 'generate-failed', reason: await reasonOf(response) };
    payload = JSON.parse(decodeURIComponent(response.headers.get(CERTIFICATE_PAYLOAD_HEADER) ?? '')) as Required<CertificatePrintPayload>;
    save(await response.blob(), `P.A.C.E. certificate ${payload.code}.pdf`);
  } catch (error) {
    log.warn('certificate download failed', error);
    return { kind: 'generate-failed', reason: null };
  }
  const recorded = await apiRequest({ url: CERTIFICATE_ROUTES.printCert(userId), method: 'PUT', body: payload });
  return recorded.ok ? { kind: 'saved', code: payload.code } : { kind: 'print-failed', code: payload.code };
}
