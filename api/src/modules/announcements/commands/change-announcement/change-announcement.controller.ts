import { Body, Controller, Put, Req } from '@nestjs/common';
import { valid } from '@cytocampus/domain';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { FORM_ERROR, type Announcement } from '@cytocampus/contracts';
import { holding } from '@cytocampus/permissions';
import { announcementContentErrors, announcementSchema, announcementWriteSchema, INPUT_MESSAGES, isUnsafeText, validate } from '@cytocampus/schema';
import { Authorize } from '../../../../auth/authorize.js';
import { Actor, type Principal } from '../../../../auth/principal.js';
import { actorContext } from '../../../../es/command-context.js';
import { ApiException } from '../../../../http/api-exception.js';
import { requestId } from '../../../../http/request-info.js';
import { sanitizeRichText, visibleText } from '../../../../http/rich-text.js';
import { Answers } from '../../../../openapi/answers.decorator.js';
import { ChangeAnnouncement } from './change-announcement.command.js';

@ApiTags('announcements')
@Controller('announcement')
export class ChangeAnnouncementController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * PUT /announcement {content}: the editor's HTML, sanitized here (only what the editor makes
   * survives), then required and at most ANNOUNCEMENT_MAX_LENGTH characters.
   */
  @Put()
  @Authorize(holding('editAnnouncements'))
  @Answers(announcementSchema)
  async change(@Actor() actor: Principal, @Body({ schema: announcementWriteSchema }) body: unknown, @Req() req: Request): Promise<Announcement> {
    const html = sanitizeRichText(valid(validate(announcementWriteSchema, body ?? {})).content);
    // Sanitizing decodes entities: '&#x1b;' comes out as the control character the edge refuses.
    if (isUnsafeText(html)) throw ApiException.invalid([{ field: 'content', message: INPUT_MESSAGES.unsafeCharacter, code: FORM_ERROR.invalid }]);
    const errors = announcementContentErrors(html, visibleText(html));
    if (errors.length > 0) throw ApiException.invalid(errors);
    return this.commands.execute(new ChangeAnnouncement(html, actorContext(actor, requestId(req))));
  }
}
