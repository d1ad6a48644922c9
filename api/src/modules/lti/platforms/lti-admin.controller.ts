import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { LtiGradePassbackList, LtiPlatformItem, LtiPlatformList, LtiToolKeyList } from '@cytocampus/contracts';
import { valid } from '@cytocampus/domain';
import { atLeastRole } from '@cytocampus/permissions';
import {
  ltiGradePassbackListSchema,
  ltiPlatformItemSchema,
  ltiPlatformListSchema,
  ltiToolKeyListSchema,
  parseLtiPlatformRequest,
  parseLtiPlatformUpdate,
  successFlagSchema,
} from '@cytocampus/schema';
import { Authorize } from '../../../auth/authorize.js';
import { Actor, type Principal } from '../../../auth/principal.js';
import { actorContext } from '../../../es/command-context.js';
import { requestId } from '../../../http/request-info.js';
import { Answers } from '../../../openapi/answers.decorator.js';
import { GetLtiToolKeys, RetireLtiToolKey, RotateLtiToolKey } from '../keys/key-commands.js';
import { ChangeLtiPlatform, RegisterLtiPlatform, RemoveLtiPlatform } from './platform-commands.js';
import { GetLtiGradePassbacks, GetLtiPlatforms } from './platform-queries.js';

/**
 * The LTI administration (docs/adr/0042): super users only, like identity providers, since a
 * platform makes accounts with roles. The key list names kids, never a private key.
 */
@ApiTags('lti')
@Controller('lti')
export class LtiAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('platforms')
  @Authorize(atLeastRole('super'))
  @Answers(ltiPlatformListSchema)
  platforms(): Promise<LtiPlatformList> {
    return this.queries.execute(new GetLtiPlatforms());
  }

  @Post('platforms')
  @Authorize(atLeastRole('super'))
  @HttpCode(200)
  @Answers(ltiPlatformItemSchema)
  register(@Actor() actor: Principal, @Body({ schema: parseLtiPlatformRequest.schema }) body: unknown, @Req() req: Request): Promise<LtiPlatformItem> {
    return this.commands.execute(new RegisterLtiPlatform(valid(parseLtiPlatformRequest(body)), actorContext(actor, requestId(req))));
  }

  @Put('platforms/:id')
  @Authorize(atLeastRole('super'))
  @Answers(ltiPlatformItemSchema)
  change(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Body({ schema: parseLtiPlatformUpdate.schema }) body: unknown,
    @Req() req: Request,
  ): Promise<LtiPlatformItem> {
    return this.commands.execute(new ChangeLtiPlatform(id, valid(parseLtiPlatformUpdate(body)), actorContext(actor, requestId(req))));
  }

  @Delete('platforms/:id')
  @Authorize(atLeastRole('super'))
  @Answers(successFlagSchema)
  remove(@Actor() actor: Principal, @Param('id') id: string, @Req() req: Request): Promise<{ success: true }> {
    return this.commands.execute(new RemoveLtiPlatform(id, actorContext(actor, requestId(req))));
  }

  @Get('keys')
  @Authorize(atLeastRole('super'))
  @Answers(ltiToolKeyListSchema)
  toolKeys(): Promise<LtiToolKeyList> {
    return this.queries.execute(new GetLtiToolKeys());
  }

  /** POST /lti/keys: a new key signs from now on; the older stay published until retired. */
  @Post('keys')
  @Authorize(atLeastRole('super'))
  @HttpCode(200)
  @Answers(ltiToolKeyListSchema)
  rotate(@Actor() actor: Principal, @Req() req: Request): Promise<LtiToolKeyList> {
    return this.commands.execute(new RotateLtiToolKey(actorContext(actor, requestId(req))));
  }

  @Delete('keys/:kid')
  @Authorize(atLeastRole('super'))
  @Answers(ltiToolKeyListSchema)
  retire(@Actor() actor: Principal, @Param('kid') kid: string, @Req() req: Request): Promise<LtiToolKeyList> {
    return this.commands.execute(new RetireLtiToolKey(kid, actorContext(actor, requestId(req))));
  }

  @Get('grade-passbacks')
  @Authorize(atLeastRole('super'))
  @Answers(ltiGradePassbackListSchema)
  passbacks(): Promise<LtiGradePassbackList> {
    return this.queries.execute(new GetLtiGradePassbacks());
  }
}
