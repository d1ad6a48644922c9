import type { FieldError } from './api.js';

/**
 * Proficiency testing (issue 30; docs/adr/0035): a slide test marked proficiency is a mock CLIA
 * gynecologic PT, 10 slides in 2 hours or 20 in 4 (42 CFR 493.855), graded on the technologist's
 * or the pathologist's grid (493.945(b)(3)).
 */

/** A slide test's `proficiency` field. Without `pool` every examinee gets the test's own slides; with it each attempt draws its own set from the slides tagged `pool`. */
export interface ProficiencySettings {
  enabled: boolean;
  size: 10 | 20;
  /** Minutes; absent: PT_MINUTES_PER_SLIDE per slide (120 or 240). */
  timeLimit?: number;
  pool?: string;
}

/** Which grid grades an attempt: the examinee's profession (Pathologist → pathologist, else technologist) unless an assignment entry names one. */
export type PtGridChoice = 'profession' | 'technologist' | 'pathologist';
export const PT_GRID_CHOICES: readonly PtGridChoice[] = ['profession', 'technologist', 'pathologist'];

/** 2 hours for 10 slides, 4 for 20 (493.855(b)). */
export const PT_MINUTES_PER_SLIDE = 12;
export const PT_TIME_LIMIT_MAX = 480;

/** The time limit of a proficiency test in minutes. */
export const ptTimeLimitMinutes = (settings: Pick<ProficiencySettings, 'size' | 'timeLimit'>): number =>
  settings.timeLimit ?? settings.size * PT_MINUTES_PER_SLIDE;

/** A slide test's proficiency settings when it is one, else null (a stored revision's fields, as they are). */
export function proficiencyOf(fields: Record<string, unknown>): ProficiencySettings | null {
  const p = fields.proficiency as Partial<ProficiencySettings> | undefined;
  if (!p || p.enabled !== true || (p.size !== 10 && p.size !== 20)) return null;
  return { enabled: true, size: p.size, ...(typeof p.timeLimit === 'number' ? { timeLimit: p.timeLimit } : {}), ...(p.pool ? { pool: p.pool } : {}) };
}

/**
 * GET /tests/proficiency-set (ours, issue 30): what the rules of a proficiency set make of a fixed
 * list of slides or of a pool, as the editor shows it before saving. `counts`: slides per response
 * category A–D (only slides with a GYN solution count); `slides`: the slides listed, or the pool's
 * usable slides; `problem`: the first rule broken, as saving would refuse it (null: valid, or a
 * set can be drawn).
 */
export interface PtSetCheck {
  counts: { A: number; B: number; C: number; D: number };
  slides: number;
  problem: FieldError | null;
}

/** The routes of proficiency tests as content. */
export const PT_CONTENT_ROUTES = {
  /** `?size=10|20` with `slides=id,id,…` (a fixed set) or `pool=tag`, and `orgId` (the test's organization). */
  set: '/tests/proficiency-set',
} as const;
