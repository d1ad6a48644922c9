import { TERMS_VERSION } from '@cytocampus/contracts';
import { z } from 'zod';
import { index } from '../fields/bounds.js';

/** POST /user/terms: the version accepted; the spec shows no payload, so none means the current one. */
export const termsAcceptanceSchema = z.object({ version: index().default(TERMS_VERSION) });
