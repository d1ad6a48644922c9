import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module.js';
import { EsModule } from '../../es/es.module.js';
import { ChangeMessageHandler } from './commands/change-message/change-message.command.js';
import { MessageController } from './commands/change-message/message.controller.js';
import { ModerateThreadHandler } from './commands/moderate-thread/moderate-thread.command.js';
import { ModerateThreadController } from './commands/moderate-thread/moderate-thread.controller.js';
import { PostMessageHandler } from './commands/post-message/post-message.command.js';
import { PostMessageController } from './commands/post-message/post-message.controller.js';
import { StartThreadHandler } from './commands/start-thread/start-thread.command.js';
import { StartThreadController } from './commands/start-thread/start-thread.controller.js';
import { RecordVisitHandler } from './commands/visit/visit.command.js';
import { VisitController } from './commands/visit/visit.controller.js';
import { ThreadWatchGateway } from './live/thread-watch.gateway.js';
import { FindConversationPeopleHandler } from './queries/list-threads/conversation-people.query.js';
import { ListThreadsHandler } from './queries/list-threads/list-threads.query.js';
import { GetThreadAlertsHandler } from './queries/list-threads/thread-alerts.query.js';
import { ThreadLists } from './queries/list-threads/thread-lists.js';
import { ThreadsController } from './queries/list-threads/threads.controller.js';
import { GetThreadFileHandler } from './queries/thread/get-thread-file.query.js';
import { GetThreadSummaryHandler } from './queries/thread/get-thread-summary.query.js';
import { GetThreadHandler } from './queries/thread/get-thread.query.js';
import { ThreadController } from './queries/thread/thread.controller.js';
import { LiveThreads } from './shared/live-threads.js';
import { MessageContent } from './shared/message-content.js';
import { People } from './shared/people.js';
import { PostingAllowance } from './shared/posting-allowance.js';
import { ReachablePeople } from './shared/reachable-people.js';
import { ThreadReader } from './shared/thread-reader.js';

/**
 * Community threads, organization threads and direct conversations (spec part 3 "Chat thread and
 * message", sections 5 and 7; part 1 `PUT /user/visit/...`; docs/adr/0027): the thread and message
 * commands, the visits, the lists, alerts and thread reads, attachments, and the thread rooms.
 * ThreadsController comes first: its fixed paths (/threads/alerts, /threads/people) must be
 * registered before ThreadController's /threads/{id}.
 */
@Module({
  imports: [AuthModule, EsModule],
  controllers: [
    ThreadsController,
    ThreadController,
    StartThreadController,
    PostMessageController,
    MessageController,
    ModerateThreadController,
    VisitController,
  ],
  providers: [
    People,
    ReachablePeople,
    ThreadReader,
    ThreadLists,
    LiveThreads,
    MessageContent,
    PostingAllowance,
    StartThreadHandler,
    PostMessageHandler,
    ChangeMessageHandler,
    ModerateThreadHandler,
    RecordVisitHandler,
    ListThreadsHandler,
    GetThreadAlertsHandler,
    FindConversationPeopleHandler,
    GetThreadHandler,
    GetThreadSummaryHandler,
    GetThreadFileHandler,
    ThreadWatchGateway,
  ],
})
export class CommunityModule {}
