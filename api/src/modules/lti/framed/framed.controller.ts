import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { LtiCatalogueCourse, LtiDeepLinkAnswer, LtiLaunchContext, LtiRosterSyncAnswer } from '@cytocampus/contracts';
import { valid } from '@cytocampus/domain';
import { ANYONE_KNOWN, SIGNED_IN } from '@cytocampus/permissions';
import { ltiCatalogueSchema, ltiDeepLinkAnswerSchema, ltiLaunchContextSchema, ltiRosterSyncAnswerSchema, parseLtiDeepLinkRequest } from '@cytocampus/schema';
import { Authorize } from '../../../auth/authorize.js';
import { Actor, OptionalActor, type Principal } from '../../../auth/principal.js';
import { actorContext } from '../../../es/command-context.js';
import { requestId } from '../../../http/request-info.js';
import { Answers } from '../../../openapi/answers.decorator.js';
import { CreateLtiDeepLinks } from './deep-links.command.js';
import { SyncLtiRoster } from '../roster/roster-sync.command.js';
import { GetLtiCatalogue, GetLtiLaunchContext } from './framed-queries.js';

/**
 * What the page inside a platform's frame asks (docs/adr/0042), for the launch that started the
 * caller's session: the catalogue and the picks are refused to any other session ("open CytoCampus
 * from your learning platform").
 */
@ApiTags('lti')
@Controller('lti')
export class FramedLaunchController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** GET /lti/context: null for a session no launch started (or none), which every page of the app asks. */
  @Get('context')
  @Authorize(ANYONE_KNOWN)
  @Answers(ltiLaunchContextSchema.nullable())
  context(@OptionalActor() actor: Principal | null): Promise<LtiLaunchContext | null> {
    return this.queries.execute(new GetLtiLaunchContext(actor?.sessionHash ?? null));
  }

  @Get('catalogue')
  @Authorize(SIGNED_IN)
  @Answers(ltiCatalogueSchema)
  catalogue(@Actor() actor: Principal): Promise<LtiCatalogueCourse[]> {
    return this.queries.execute(new GetLtiCatalogue(actor.sessionHash));
  }

  /** POST /lti/deep-links {targets}: the signed deep-linking response, for the page to post to the platform. */
  @Post('deep-links')
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(ltiDeepLinkAnswerSchema)
  deepLinks(@Actor() actor: Principal, @Body({ schema: parseLtiDeepLinkRequest.schema }) body: unknown): Promise<LtiDeepLinkAnswer> {
    const { targets } = valid(parseLtiDeepLinkRequest(body));
    return this.commands.execute(new CreateLtiDeepLinks(actor.sessionHash, targets));
  }

  /** POST /lti/roster-sync: the course's active members from the platform into the course's group (an instructor's launch). */
  @Post('roster-sync')
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(ltiRosterSyncAnswerSchema)
  rosterSync(@Actor() actor: Principal, @Req() req: Request): Promise<LtiRosterSyncAnswer> {
    return this.commands.execute(new SyncLtiRoster(actor, actorContext(actor, requestId(req))));
  }
}
