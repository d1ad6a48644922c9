import { z } from 'zod';
import { number, queryInteger } from '../fields/bounds.js';
import { text } from '../fields/text.js';

/** Requests of the certificate calls (spec part 2 section 7, "Certificates"; docs/adr/0026). */

/** A program number as courses carry it (10 characters, spec section 9; a little room for older ones). */
const programNumber = () => text({ max: 32 });

/** GET /user/printCertificate?programNumber&index: a program number's certificate, or (without one) the index-th pair; index from 1. */
export const printCertificateQuerySchema = z.object({
  programNumber: programNumber().optional(),
  index: queryInteger({ min: 1, max: 1000 }).default(1),
});

/** PUT /stats/{userId}/printCert: the certificate print payload (spec part 2 section 3), checked against the certificate issued. */
export const certificatePrintPayloadSchema = z.object({
  userName: text({ required: true, max: 255 }),
  credits: number({ min: 0, max: 100 }),
  programDate: number({ min: 0, max: 8.64e15 }),
  programTitle: text({ required: true, max: 255 }),
  paceProgramNumber: programNumber().nullable(),
  code: text({ max: 64 }).optional(),
});
