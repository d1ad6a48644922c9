import { Inject } from '@nestjs/common';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { FORM_ERROR, PT_PAGE_TEXT, type PtPersonStatus, type PtUpload } from '@cytocampus/contracts';
import { DomainError, type PtLadderCommand, ptLadderDecider, ptLadderStream } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { SQL } from '../../../../infra/tokens.js';
import { personFor } from '../../shared/pt-access.js';
import { PtLadderReader } from '../../shared/pt-ladder.reader.js';
import { attemptFacts } from '../../shared/pt-rows.js';
import { GetUploadedFile, type UploadedFile } from '../../../../messages/uploads.js';

/** What a manager records: remedial training, or hours of continuing education. */
export type LadderStep =
  { kind: 'remediation'; note: string; uploadId?: string | undefined } | { kind: 'education'; note: string; uploadId?: string | undefined; hours: number };

export class RecordLadderStep extends Command<PtPersonStatus> {
  constructor(
    readonly actor: Principal,
    readonly userId: string,
    readonly year: number,
    readonly step: LadderStep,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** Documents a manager may attach: files and pictures they uploaded themselves (as a message's attachments). */
const ATTACHABLE = new Set(['file', 'image']);

/**
 * POST /proficiency/{userId}/{year}/remediation and …/education (docs/adr/0035): for whoever may
 * list the users of the person's organization. The decider is given the year's graded attempts
 * from the read model and refuses, in the ladder's words (409), a record that is not the next step;
 * the answer waits until the ptStatus read model has it.
 */
@CommandHandler(RecordLadderStep)
export class RecordLadderStepHandler implements ICommandHandler<RecordLadderStep, PtPersonStatus> {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly es: EventSourcing,
    private readonly queries: QueryBus,
    private readonly reader: PtLadderReader,
  ) {}

  async execute({ actor, userId, year, step, ctx }: RecordLadderStep): Promise<PtPersonStatus> {
    const viewer = ruleActor(actor);
    await personFor(this.sql, viewer, userId, true);
    const upload = step.uploadId === undefined ? null : await this.upload(actor, step.uploadId);
    const decided = await this.es.aggregate(ptLadderStream(userId, year), ptLadderDecider).execute(async () => {
      // Read inside the retry: a concurrent append reloads the stream and the attempts.
      const { attempts } = await this.reader.facts(userId, year);
      const base = { userId, year, at: this.es.now().getTime(), by: actor.userId, note: step.note, upload, attempts: attemptFacts(attempts) };
      const command: PtLadderCommand =
        step.kind === 'remediation' ? { type: 'RecordPtRemediation', ...base } : { type: 'RecordPtEducation', ...base, hours: step.hours };
      return [command];
    }, ctx);
    await this.es.readYourWrites(decided.position, ['ptStatus']);
    return this.reader.person(viewer, userId, year);
  }

  /** A finished upload of the caller's own (else 400 on uploadId, also for someone else's file, so ids cannot be probed). */
  private async upload(actor: Principal, fileId: string): Promise<PtUpload> {
    const file = await this.queries.execute<GetUploadedFile, UploadedFile>(new GetUploadedFile(fileId)).catch((error: unknown) => {
      if (error instanceof DomainError && error.kind === 'not_found') return null;
      throw error;
    });
    if (!file || file.ownerId !== actor.userId || !ATTACHABLE.has(file.purpose))
      throw DomainError.invalid([{ field: 'uploadId', message: PT_PAGE_TEXT.uploadNotFound, code: FORM_ERROR.invalid }]);
    return { fileId: file.id, name: file.name, type: file.type, size: file.size };
  }
}
