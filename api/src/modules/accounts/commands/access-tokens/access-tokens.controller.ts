import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AccessTokenItem, AccessTokenList, IssuedAccessToken } from '@cytocampus/contracts';
import { SIGNED_IN } from '@cytocampus/permissions';
import { accessTokenItemSchema, accessTokenListSchema, issuedAccessTokenSchema, parseAccessTokenRequest } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ListTokens } from '../../queries/list-tokens/list-tokens.query.js';
import { IssueToken } from './issue-token.command.js';
import { RevokeToken } from './revoke-token.command.js';

/** A user's personal access tokens (docs/adr/0034): listed, issued and revoked by whoever may edit the user as an administrator. */
@ApiTags('users')
@Controller('users/:id/tokens')
export class AccessTokensController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @Authorize(SIGNED_IN)
  @Answers(accessTokenListSchema)
  list(@Actor() actor: Principal, @Param('id') id: string): Promise<AccessTokenList> {
    return this.queries.execute(new ListTokens(ruleActor(actor), id));
  }

  /** Answers the token itself, this once. */
  @Post()
  @Authorize(SIGNED_IN)
  @HttpCode(200)
  @Answers(issuedAccessTokenSchema)
  issue(
    @Actor() actor: Principal,
    @Param('id') id: string,
    @Body({ schema: parseAccessTokenRequest.schema }) body: unknown,
    @Req() req: Request,
  ): Promise<IssuedAccessToken> {
    const request = valid(parseAccessTokenRequest(body));
    return this.commands.execute(new IssueToken(actor, id, request, actorContext(actor, requestId(req))));
  }

  @Delete(':tokenId')
  @Authorize(SIGNED_IN)
  @Answers(accessTokenItemSchema)
  revoke(@Actor() actor: Principal, @Param('id') id: string, @Param('tokenId') tokenId: string, @Req() req: Request): Promise<AccessTokenItem> {
    return this.commands.execute(new RevokeToken(actor, id, tokenId, actorContext(actor, requestId(req))));
  }
}
