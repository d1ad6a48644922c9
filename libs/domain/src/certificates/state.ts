import type { CertificateEvent, CertificateIssuedData } from './events.js';

export interface CertificateState {
  certificate: CertificateIssuedData | null;
  printedAt: number | null;
  revokedAt: number | null;
}

export const initialCertificateState = (): CertificateState => ({ certificate: null, printedAt: null, revokedAt: null });

export function evolveCertificate(state: CertificateState, event: CertificateEvent): CertificateState {
  switch (event.type) {
    case 'CertificateIssued':
      return { ...state, certificate: event.data };
    case 'CertificatePrinted':
      return { ...state, printedAt: event.data.printedDate };
    case 'CertificateRevoked':
      return { ...state, revokedAt: event.data.revokedAt };
  }
}
