import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { MSG, type RawImportResult } from '@cytocampus/contracts';
import { normalizeRole } from '@cytocampus/permissions';
import { parseRawImportRequest, parseUserCreate, rawImportResultSchema } from '@cytocampus/schema';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { SignedInGuard } from '../../../../auth/signed-in.guard.js';
import { actorContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { ApiException } from '../../../../http/api-exception.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { overridesFor } from '../../shared/permission-overrides.js';
import { UserCreator } from '../../shared/user-creator.js';
import { requireAssignmentFor } from '../../../../messages/organizations.js';

/** The fields of a raw user record that creation takes; the rest (ids, stats...) is not imported. */
const KEPT = ['email', 'password', 'role', 'orgId', 'groupId', 'curriculum', 'bio', 'permissions'] as const;

/** The records of `userJson`: one, or an array of them. */
function records(userJson: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(userJson);
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    throw new ApiException(400, 'Invalid JSON provided.', 'userJson');
  }
}

/**
 * POST /user/rawImport {userJson}: super only ('Add from JSON'). Each record that validates is
 * created; records that do not are skipped silently, as the spec says; the answer counts them.
 */
@ApiTags('users')
@Controller('user/rawImport')
export class RawImportController {
  constructor(
    private readonly creator: UserCreator,
    private readonly es: EventSourcing,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @Answers(rawImportResultSchema)
  async import(@Actor() actor: Principal, @Body({ schema: parseRawImportRequest.schema }) body: unknown, @Req() req: Request): Promise<RawImportResult> {
    if (normalizeRole(actor.role) !== 'super') throw new ApiException(403, MSG.forbidden);
    const { userJson } = valid(parseRawImportRequest(body));
    const ctx = actorContext(actor, requestId(req));
    let imported = 0;
    let skipped = 0;
    let last = null;
    for (const record of records(userJson)) {
      const raw = typeof record === 'object' && record !== null ? (record as Record<string, unknown>) : {};
      const parsed = parseUserCreate(Object.fromEntries(KEPT.filter((k) => raw[k] !== undefined).map((k) => [k, raw[k]])));
      try {
        if (!parsed.ok) throw new Error('invalid record');
        const { value } = parsed;
        // Like every assignment given to a user: one the user's organization may see, else skipped.
        await requireAssignmentFor(this.queries, value.curriculum, value.orgId, 'curriculum');
        last = (await this.creator.create({ ...value, permissions: overridesFor(value.role, {}, value.permissions), origin: 'import' }, ctx)).position ?? last;
        imported += 1;
      } catch {
        skipped += 1;
      }
    }
    await this.es.readYourWrites(last, ['users']);
    return { imported, skipped };
  }
}
