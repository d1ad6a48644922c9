import { Module } from '@nestjs/common';
import { EsModule } from '../../../es/es.module.js';
import { CommunityMailDispatcher } from './community-mail-dispatcher.js';
import { PendingMails } from './pending-mails.js';

/** E-mails about new community messages, by each recipient's preferences (docs/adr/0027). */
@Module({
  imports: [EsModule],
  providers: [PendingMails, CommunityMailDispatcher],
  exports: [CommunityMailDispatcher],
})
export class CommunityMailModule {}
