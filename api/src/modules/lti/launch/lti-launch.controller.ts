import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { API_PREFIX, LTI_MSG, LTI_ROUTES } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import { ANYONE } from '@cytocampus/permissions';
import type { LtiPlatformRow } from '@cytocampus/projections';
import { ltiLaunchFormSchema, ltiLoginSchema } from '@cytocampus/schema';
import { Authorize } from '../../../auth/authorize.js';
import { systemContext } from '../../../es/command-context.js';
import { RawResponse } from '../../../http/envelope.interceptor.js';
import { clientOf } from '../../../http/request-info.js';
import type { Config } from '../../../infra/config.js';
import { CONFIG } from '../../../infra/tokens.js';
import { SessionIssuer } from '../../accounts/index.js';
import { LaunchLti } from './launch.command.js';
import { FindLoginPlatform, type LoginInitiation } from './login.query.js';
import { answerRefusal } from './refusal-page.js';
import { StateCookies } from './state-cookies.js';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The platform's side of a launch (docs/adr/0042): its login initiation, answered with a redirect
 * to its authorization endpoint, and its launch, a form post of the id_token, answered with a
 * redirect to the linked page inside the frame, signed in by a framed session. Neither route takes
 * our CSRF token: the platform's signed id_token and our sealed state cookie authenticate them.
 */
@ApiTags('lti')
@Controller('lti')
export class LtiLaunchController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly states: StateCookies,
    private readonly sessions: SessionIssuer,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Get('login')
  @Authorize(ANYONE)
  @RawResponse()
  @ApiResponse({ status: 302, description: "To the platform's authorization endpoint; a refusal is a page (or JSON when asked)." })
  loginByGet(@Query({ schema: ltiLoginSchema }) query: LoginInitiation, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.login(req, res, () => this.queries.execute(new FindLoginPlatform(query)), query);
  }

  @Post('login')
  @Authorize(ANYONE)
  @RawResponse()
  @HttpCode(302)
  @ApiResponse({ status: 302, description: "To the platform's authorization endpoint; a refusal is a page (or JSON when asked)." })
  loginByPost(@Body({ schema: ltiLoginSchema }) body: LoginInitiation | undefined, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.login(req, res, () => this.queries.execute(new FindLoginPlatform(body ?? {})), body ?? {});
  }

  @Post('launch')
  @Authorize(ANYONE)
  @RawResponse()
  @HttpCode(303)
  @ApiResponse({ status: 303, description: 'To the linked course or item (or the deep-linking picker), signed in; a refusal is a page (or JSON when asked).' })
  async launch(
    @Body({ schema: ltiLaunchFormSchema }) body: { id_token?: unknown; state?: unknown } | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    try {
      const flow = this.states.take(req, res, text(body?.state));
      if (!flow) throw new DomainError('invalid', LTI_MSG.launchExpired);
      const { session, redirectTo } = await this.commands.execute(new LaunchLti(text(body?.id_token), flow, clientOf(req), systemContext()));
      this.sessions.deliverFramed(res, session);
      res.redirect(303, redirectTo);
    } catch (error) {
      answerRefusal(req, res, error);
    }
  }

  /** Redirects to the platform that `find` names, the flow in its cookie; or shows why not. */
  private async login(req: Request, res: Response, find: () => Promise<LtiPlatformRow>, login: LoginInitiation): Promise<void> {
    try {
      const platform = await find();
      const flow = this.states.begin(res, platform.id);
      const auth = new URL(platform.auth_url);
      const params: Record<string, string> = {
        scope: 'openid',
        response_type: 'id_token',
        response_mode: 'form_post',
        prompt: 'none',
        client_id: platform.client_id,
        redirect_uri: `${this.config.publicUrl}${API_PREFIX}${LTI_ROUTES.launch}`,
        login_hint: text(login.login_hint),
        state: flow.state,
        nonce: flow.nonce,
      };
      if (typeof login.lti_message_hint === 'string') params.lti_message_hint = login.lti_message_hint;
      for (const [key, value] of Object.entries(params)) auth.searchParams.set(key, value);
      res.redirect(302, auth.toString());
    } catch (error) {
      answerRefusal(req, res, error);
    }
  }
}
