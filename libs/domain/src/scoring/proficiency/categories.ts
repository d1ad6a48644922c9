import { resultSetOf } from '@cytocampus/contracts';

/**
 * The response categories of 42 CFR 493.945(b)(3): A unsatisfactory; B negative or benign (NILM,
 * organisms, reactive); C low-grade lesion (ASC-US and LSIL); D high-grade lesion and carcinoma
 * (ASC-H, HSIL, squamous carcinoma, AGC, AIS, adenocarcinoma, other malignant). They are the GYN
 * result groups of RESULT_SETS.
 */
export type PtCategory = 'A' | 'B' | 'C' | 'D';
export const PT_CATEGORIES: readonly PtCategory[] = ['A', 'B', 'C', 'D'];

const isPtCategory = (group: string | undefined): group is PtCategory => group === 'A' || group === 'B' || group === 'C' || group === 'D';

/** The category of a GYN result (a slide's reference from its solution, a response from the result captured); null otherwise. */
export function ptCategoryOf(specimen: string, result: string | null): PtCategory | null {
  if (specimen !== 'GYN' || result === null) return null;
  const group = resultSetOf(specimen).find((r) => r.value === result)?.group;
  return isPtCategory(group) ? group : null;
}
