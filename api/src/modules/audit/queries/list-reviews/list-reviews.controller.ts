import { Controller, Get, Query } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AUDIT_ROUTES, type AuditReviewRow, type Page } from '@cytocampus/contracts';
import { holdingAnyOf } from '@cytocampus/permissions';
import { auditReviewPageSchema, auditReviewQuerySchema, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ListAuditReviews } from './list-reviews.query.js';

@ApiTags('audit')
@Controller(AUDIT_ROUTES.reviews.slice(1))
export class ListAuditReviewsController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * GET /audit/reviews?page&limit&search&userId&itemId&state: slide reviews, newest work first;
   * auditReviews lists every organization's, auditOrgReviews the own one's.
   */
  @Get()
  @Authorize(holdingAnyOf('auditReviews', 'auditOrgReviews'))
  @Answers(auditReviewPageSchema)
  list(@Actor() actor: Principal, @Query({ schema: auditReviewQuerySchema }) query: Record<string, unknown>): Promise<Page<AuditReviewRow>> {
    return this.queries.execute(new ListAuditReviews(ruleActor(actor), valid(validate(auditReviewQuerySchema, query))));
  }
}
