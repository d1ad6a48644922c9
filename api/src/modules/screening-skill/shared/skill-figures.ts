import type { SkillOutlierSettings, SkillRate, SkillRates } from '@cytocampus/contracts';
import { standingOut } from '@cytocampus/domain';

/** The rates in which a learner stands out from the organization by its thresholds; none with too few slides to say. */
export function outliersOf(learner: SkillRates & { slides: number }, organization: SkillRates | null, settings: SkillOutlierSettings): SkillRate[] {
  return standingOut(learner, organization, settings);
}
