import type { Challenge } from 'altcha-lib';
import type { captchaChallengeSchema, Proof, SameType, SchemaOutput } from '@cytocampus/schema';

// Answer schemas of types that libs/contracts does not own, proved equal to them here (ADR 0006).
export type _CaptchaChallengeProof = Proof<SameType<SchemaOutput<typeof captchaChallengeSchema>, Challenge>>;
