import { SKILL_OUTLIER_BOUNDS, SKILL_RATES, type SkillOutlierAlerts, type SkillOutlierSettings } from '@cytocampus/contracts';
import { z } from 'zod';
import { number } from '../fields/bounds.js';
import type { Proof, SameType } from '../responses/proof.js';

/** PUT /organizations/{orgId}/skills/settings (docs/adr/0036): the organization's outlier thresholds, both required. */
export const skillOutlierSettingsSchema = z.object({
  factor: number(SKILL_OUTLIER_BOUNDS.factor),
  minSlides: number({ ...SKILL_OUTLIER_BOUNDS.minSlides, integer: true }),
});
export type _SkillOutlierSettingsProof = Proof<SameType<z.output<typeof skillOutlierSettingsSchema>, SkillOutlierSettings>>;

const rate = z.number().nullable();
const rates = { falseNegativeRate: rate, downgradeRate: rate, overcallRate: rate };

export const skillOutlierAlertsSchema = z.object({
  count: z.number().int(),
  items: z.array(
    z.object({
      id: z.string(),
      userId: z.string(),
      name: z.string(),
      orgId: z.string(),
      rates: z.array(z.enum(SKILL_RATES)),
      learner: z.object({ slides: z.number().int(), ...rates }),
      organization: z.object(rates),
      factor: z.number(),
      from: z.string(),
      to: z.string(),
      at: z.number(),
      read: z.boolean(),
    }),
  ),
});
export type _SkillOutlierAlertsProof = Proof<SameType<z.output<typeof skillOutlierAlertsSchema>, SkillOutlierAlerts>>;
