import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { IdentityProviderItem, IdentityProviderList } from '@cytocampus/contracts';
import { valid } from '@cytocampus/domain';
import { atLeastRole } from '@cytocampus/permissions';
import {
  identityProviderItemSchema,
  identityProviderListSchema,
  parseIdentityProviderRequest,
  parseIdentityProviderUpdate,
  parseSignInPolicyRequest,
  successFlagSchema,
} from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, ruleActor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { requestId } from '../../../../http/request-info.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { GetIdentityProviders } from '../../queries/identity-providers/identity-providers.query.js';
import { AddIdentityProvider } from './add-identity-provider.command.js';
import { ChangeIdentityProvider } from './change-identity-provider.command.js';
import { ChangeSignInPolicy } from './change-sign-in-policy.command.js';
import { RemoveIdentityProvider } from './remove-identity-provider.command.js';

/**
 * An organization's identity providers and its sign-in policy (docs/adr/0041): super users only,
 * like POST /user/rawImport, since a provider makes accounts with roles. No answer holds a client
 * secret: `clientSecretSet` is all they say of it.
 */
@ApiTags('organizations')
@Controller('organizations/:orgId')
export class IdentityProvidersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('identity-providers')
  @Authorize(atLeastRole('super'))
  @Answers(identityProviderListSchema)
  list(@Actor() actor: Principal, @Param('orgId') orgId: string): Promise<IdentityProviderList> {
    return this.queries.execute(new GetIdentityProviders(ruleActor(actor), orgId));
  }

  @Post('identity-providers')
  @Authorize(atLeastRole('super'))
  @HttpCode(200)
  @Answers(identityProviderItemSchema)
  add(
    @Actor() actor: Principal,
    @Param('orgId') orgId: string,
    @Body({ schema: parseIdentityProviderRequest.schema }) body: unknown,
    @Req() req: Request,
  ): Promise<IdentityProviderItem> {
    const request = valid(parseIdentityProviderRequest(body));
    return this.commands.execute(new AddIdentityProvider(ruleActor(actor), orgId, request, actorContext(actor, requestId(req))));
  }

  @Put('identity-providers/:id')
  @Authorize(atLeastRole('super'))
  @Answers(identityProviderItemSchema)
  change(
    @Actor() actor: Principal,
    @Param('orgId') orgId: string,
    @Param('id') id: string,
    @Body({ schema: parseIdentityProviderUpdate.schema }) body: unknown,
    @Req() req: Request,
  ): Promise<IdentityProviderItem> {
    const update = valid(parseIdentityProviderUpdate(body));
    return this.commands.execute(new ChangeIdentityProvider(ruleActor(actor), orgId, id, update, actorContext(actor, requestId(req))));
  }

  @Delete('identity-providers/:id')
  @Authorize(atLeastRole('super'))
  @Answers(successFlagSchema)
  remove(@Actor() actor: Principal, @Param('orgId') orgId: string, @Param('id') id: string, @Req() req: Request): Promise<{ success: true }> {
    return this.commands.execute(new RemoveIdentityProvider(ruleActor(actor), orgId, id, actorContext(actor, requestId(req))));
  }

  @Put('sign-in-policy')
  @Authorize(atLeastRole('super'))
  @Answers(identityProviderListSchema)
  changePolicy(
    @Actor() actor: Principal,
    @Param('orgId') orgId: string,
    @Body({ schema: parseSignInPolicyRequest.schema }) body: unknown,
    @Req() req: Request,
  ): Promise<IdentityProviderList> {
    const { providerRequired } = valid(parseSignInPolicyRequest(body));
    return this.commands.execute(new ChangeSignInPolicy(ruleActor(actor), orgId, providerRequired, actorContext(actor, requestId(req))));
  }
}
