import { Injectable } from '@nestjs/common';
import { proficiencyOf, type AuthoredType, type PtSetCheck } from '@cytocampus/contracts';
import { checkPtSlides, DomainError } from '@cytocampus/domain';
import type { Actor } from '@cytocampus/permissions';
import { PtSlides } from './pt-slides.js';

const slideIdsOf = (fields: Record<string, unknown>): string[] =>
  Array.isArray(fields.slides) ? fields.slides.filter((s): s is string => typeof s === 'string') : [];

/**
 * The rules of a proficiency test's set (docs/adr/0035 "Proficiency tests as content"), checked
 * when a slide test is created, updated or activated with `proficiency.enabled`: its slides form a
 * valid set, or its pool allows a draw. The slides' solutions come from the read model.
 */
@Injectable()
export class PtSetRules {
  constructor(private readonly slides: PtSlides) {}

  /** What the rules make of a test's fields; null when it is not a proficiency test. */
  async check(author: Actor, orgId: string | null, fields: Record<string, unknown>): Promise<PtSetCheck | null> {
    const settings = proficiencyOf(fields);
    if (!settings) return null;
    if (settings.pool) return this.slides.checkPool(author, orgId, settings.size, settings.pool);
    return checkPtSlides(settings.size, await this.slides.listed(author, orgId, slideIdsOf(fields)));
  }

  /** Refuses (400, `{field, message, code}`) a slide test whose set breaks a rule, before anything is stored. */
  async require(author: Actor, type: AuthoredType, orgId: string | null, fields: Record<string, unknown>): Promise<void> {
    if (type !== 'test') return;
    const problem = (await this.check(author, orgId, fields))?.problem;
    if (problem) throw DomainError.invalid([problem]);
  }
}
