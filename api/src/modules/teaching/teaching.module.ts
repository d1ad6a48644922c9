import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module.js';
import { EsModule } from '../../es/es.module.js';
import { RealtimeModule } from '../../realtime/realtime.module.js';
import { ActOnTeachingSessionHandler } from './commands/session-actions/session-actions.command.js';
import { SessionActionsController } from './commands/session-actions/session-actions.controller.js';
import { StartTeachingSessionHandler } from './commands/start-session/start-session.command.js';
import { StartSessionController } from './commands/start-session/start-session.controller.js';
import { AttendsTeachingSlideHandler } from './live/attends-teaching-slide.query.js';
import { TeachingControl } from './live/teaching-control.js';
import { TeachingGateway } from './live/teaching.gateway.js';
import { GetTeachingSessionHandler } from './queries/get-session/get-session.query.js';
import { ListTeachingSessionsHandler } from './queries/list-sessions/list-sessions.query.js';
import { TeachingSessionsController } from './queries/sessions.controller.js';
import { TeachableSlidesController } from './queries/teachable-slides/teachable-slides.controller.js';
import { ListTeachableSlidesHandler } from './queries/teachable-slides/teachable-slides.query.js';
import { TeachingSessions } from './shared/teaching-sessions.js';

/**
 * Live teaching (issue 16 section 4, docs/adr/0030): sessions, participants, control, polls and
 * the revealed solution are events (`teaching-<id>`); the viewer's motion is relayed, never stored.
 */
@Module({
  imports: [AuthModule, EsModule, RealtimeModule],
  controllers: [TeachingSessionsController, TeachableSlidesController, StartSessionController, SessionActionsController],
  providers: [
    TeachingSessions,
    TeachingControl,
    TeachingGateway,
    StartTeachingSessionHandler,
    ActOnTeachingSessionHandler,
    AttendsTeachingSlideHandler,
    ListTeachableSlidesHandler,
    ListTeachingSessionsHandler,
    GetTeachingSessionHandler,
  ],
})
export class TeachingModule {}
