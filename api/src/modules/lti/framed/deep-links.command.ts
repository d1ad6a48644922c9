import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LTI_CLAIM, LTI_MSG, LTI_TARGET_PARAMETER, ltiTargetText, parseLtiTarget, type LtiDeepLinkAnswer } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { ltiPlatform } from '@cytocampus/projections';
import type { Config } from '../../../infra/config.js';
import { CONFIG, SQL } from '../../../infra/tokens.js';
import { ToolKeys } from '../keys/tool-keys.js';
import { toolRegistration } from '../platforms/platform-rows.js';
import { ltiCatalogue } from './catalogue.js';
import { deepLinkingLaunch } from './framed-launch.js';

export class CreateLtiDeepLinks extends Command<LtiDeepLinkAnswer> {
  constructor(
    readonly sessionHash: string,
    readonly targets: readonly string[],
  ) {
    super();
  }
}

/** The points of a graded item's line item: our scores are percentages. */
const SCORE_MAXIMUM = 100;

/**
 * POST /lti/deep-links (Deep Linking 2.0, section 4.2): the instructor's picks as resource links,
 * each naming its target in a custom parameter and, for a graded item, asking the platform for a
 * line item (so that its scores come back), in a response signed with our key. The page posts it
 * to the platform's return address. Only what the organization's catalogue holds can be picked.
 */
@CommandHandler(CreateLtiDeepLinks)
export class CreateLtiDeepLinksHandler implements ICommandHandler<CreateLtiDeepLinks, LtiDeepLinkAnswer> {
  constructor(
    private readonly keys: ToolKeys,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async execute({ sessionHash, targets }: CreateLtiDeepLinks): Promise<LtiDeepLinkAnswer> {
    const launch = await deepLinkingLaunch(this.sql, sessionHash);
    const platform = await ltiPlatform(this.sql, launch.platform_id);
    if (!platform) throw new DomainError('forbidden', LTI_MSG.noLaunch);
    const catalogue = await ltiCatalogue(this.sql, platform.org_id);
    const items = targets.map((text, index) => {
      const target = parseLtiTarget(text);
      const course = catalogue.find((c) => c.moduleId === target?.moduleId);
      const item = target?.item ? course?.items.find((i) => i.itemId === target.item!.itemId && i.type === target.item!.type) : null;
      if (!target || !course || item === undefined) throw new DomainError('invalid', LTI_MSG.targetNotFound, `targets.${index}`);
      const title = item ? item.title : course.title;
      return {
        type: 'ltiResourceLink',
        title,
        url: toolRegistration(this.config.publicUrl).launchUrl,
        custom: { [LTI_TARGET_PARAMETER]: ltiTargetText(target) },
        ...(item?.graded ? { lineItem: { scoreMaximum: SCORE_MAXIMUM, label: title, resourceId: ltiTargetText(target) } } : {}),
      };
    });
    const jwt = await this.keys.sign({
      iss: platform.client_id,
      aud: platform.issuer,
      nonce: randomBytes(18).toString('base64url'),
      [LTI_CLAIM.deploymentId]: launch.deployment_id,
      [LTI_CLAIM.messageType]: 'LtiDeepLinkingResponse',
      [LTI_CLAIM.version]: '1.3.0',
      [LTI_CLAIM.contentItems]: items,
      ...(launch.deep_link_data === null ? {} : { [LTI_CLAIM.data]: launch.deep_link_data }),
    });
    return { returnUrl: launch.deep_link_return_url, jwt };
  }
}
