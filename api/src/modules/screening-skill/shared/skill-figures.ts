import { SKILL_OUTLIER_FACTOR, SKILL_OUTLIER_MIN_SLIDES, type SkillRate, type SkillRates } from '@cytocampus/contracts';
import { outlierRates } from '@cytocampus/domain';

/** The rates in which a learner stands out from the organization; none with too few slides to say. */
export function outliersOf(learner: SkillRates & { slides: number }, organization: SkillRates | null): SkillRate[] {
  if (!organization || learner.slides < SKILL_OUTLIER_MIN_SLIDES) return [];
  return outlierRates(learner, organization, SKILL_OUTLIER_FACTOR);
}
