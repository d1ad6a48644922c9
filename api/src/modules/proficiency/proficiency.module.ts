import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module.js';
import { EsModule } from '../../es/es.module.js';
import { RecordLadderStepHandler } from './commands/record-ladder-step/record-ladder-step.command.js';
import { RecordLadderStepController } from './commands/record-ladder-step/record-ladder-step.controller.js';
import { PtPageController } from './queries/pt-page/pt-page.controller.js';
import { GetPtPageHandler } from './queries/pt-page/pt-page.query.js';
import { GetPtRecordFileHandler } from './queries/pt-status/pt-record-file.query.js';
import { PtStatusController } from './queries/pt-status/pt-status.controller.js';
import { GetPtStatusHandler } from './queries/pt-status/pt-status.query.js';
import { PtGate } from './shared/pt-gate.js';
import { PtLadderReader } from './shared/pt-ladder.reader.js';

/** Proficiency testing's retest ladder and the managers' PT page (issue 30; docs/adr/0035). PtGate is the checkout's gate. */
@Module({
  imports: [AuthModule, EsModule],
  controllers: [PtStatusController, RecordLadderStepController, PtPageController],
  providers: [PtLadderReader, PtGate, RecordLadderStepHandler, GetPtPageHandler, GetPtStatusHandler, GetPtRecordFileHandler],
  exports: [PtGate],
})
export class ProficiencyModule {}
