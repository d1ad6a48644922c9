import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { MSG, type ObjectOfInterest, type SlideItem } from '@cytocampus/contracts';
import { contentStream, slideDecider, type SlideCommand, type SlideState } from '@cytocampus/domain';
import { canCreateContent } from '@cytocampus/permissions';
import { normalizeSlide, validateContent } from '@cytocampus/schema';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { ApiException } from '../../../../http/api-exception.js';
import { valid } from '../../../../http/validate.js';
import { SlideNotices } from '../live/slide-notices.js';
import { GetSlide } from '../queries/slide-queries.js';
import { SlideFiles } from '../shared/slide-files.js';
import { ContentOrganizations } from '../../shared/content-organizations.js';

export type SlideAction =
  | { kind: 'create'; fields: unknown; orgId: string | null; uploadId: string | null; analysisId: string | null }
  | { kind: 'update'; fields: unknown }
  | { kind: 'activate' }
  | { kind: 'deactivate' }
  | { kind: 'lock'; locked: boolean }
  | { kind: 'delete' }
  | { kind: 'clone' }
  | { kind: 'retry' }
  | { kind: 'reprocess' }
  | { kind: 'upload'; uploadId: string; finished: boolean }
  | { kind: 'analysis'; analysisId: string }
  | { kind: 'addObject'; x: number; y: number; catIdx: number }
  | { kind: 'changeObject'; objectId: string; catIdx: number; rank: number }
  | { kind: 'removeObject'; objectId: string };

export class ChangeSlide extends Command<SlideItem | { success: true }> {
  constructor(
    readonly actor: Principal,
    readonly id: string | null,
    readonly action: SlideAction,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

const forbidden = (): never => {
  throw new ApiException(403, MSG.forbidden);
};

/**
 * Every change of a slide (spec part 3): the content item's own (edit, activation, lock — only a
 * COMPLETE slide, or its owner while NEW —, delete), its image (upload started or finished: then
 * QUEUED for processing; retry after an error; processing again), its analysis file, its custom objects, and clones.
 */
@CommandHandler(ChangeSlide)
export class ChangeSlideHandler implements ICommandHandler<ChangeSlide, SlideItem | { success: true }> {
  constructor(
    private readonly es: EventSourcing,
    private readonly queries: QueryBus,
    private readonly files: SlideFiles,
    private readonly notices: SlideNotices,
    private readonly organizations: ContentOrganizations,
  ) {}

  async execute({ actor, id, action, ctx }: ChangeSlide): Promise<SlideItem | { success: true }> {
    const who = ruleActor(actor);
    if (action.kind === 'create') {
      if (!canCreateContent(who, 'slide', action.orgId)) forbidden();
      await this.organizations.requireExisting(action.orgId);
      const fields = normalizeSlide(valid(validateContent('slide', action.fields, 'create')));
      return this.createSlide(actor, { fields, orgId: action.orgId, uploadId: action.uploadId, analysisId: action.analysisId }, ctx);
    }
    const slide = await this.queries.execute<GetSlide, SlideItem>(new GetSlide(who, id ?? '', false));
    if (action.kind === 'clone') {
      if (!canCreateContent(who, 'slide', slide.orgId)) forbidden();
      return this.createSlide(actor, { fields: slide.fields, orgId: slide.orgId, uploadId: (await this.aggregate(slide.id).load()).state.uploadId, analysisId: null, objects: slide.objects }, ctx);
    }
    const { canEdit, canDel, canLock } = slide.abilities;
    const allowed = action.kind === 'delete' ? canDel : action.kind === 'lock' ? canLock : canEdit || (slide.status === 'NEW' && slide.userId === actor.userId);
    if (!allowed) forbidden();
    const commands = await this.commandsFor(action, actor);
    const decided = await this.aggregate(slide.id).execute((state) => this.withUpdate(commands, state, action), ctx);
    await this.es.readYourWrites(decided.position, ['content', 'slides']);
    this.notices.recorded(decided);
    return action.kind === 'delete' ? { success: true } : this.queries.execute(new GetSlide(who, slide.id));
  }

  private aggregate(id: string) {
    return this.es.aggregate(contentStream('slide', id), slideDecider);
  }

  /** An edit is checked against the slide as it is stored, then normalized like a new one. */
  private withUpdate(commands: SlideCommand[], state: SlideState, action: SlideAction): SlideCommand[] {
    if (action.kind !== 'update') return commands;
    const changes = valid(validateContent('slide', action.fields, 'update', state.fields));
    const normalized = normalizeSlide({ ...state.fields, ...changes });
    const changed = Object.fromEntries(Object.keys({ ...changes, name: null, solution: null }).filter((k) => k in normalized).map((k) => [k, normalized[k]]));
    return [{ type: 'UpdateContent', changes: changed }];
  }

  private async commandsFor(action: Exclude<SlideAction, { kind: 'create' | 'clone' }>, actor: Principal): Promise<SlideCommand[]> {
    switch (action.kind) {
      case 'update':
        return [];
      case 'activate':
        return [{ type: 'ActivateContent', now: this.es.now().toISOString() }];
      case 'deactivate':
        return [{ type: 'DeactivateContent' }];
      case 'lock':
        return [{ type: 'LockContent', locked: action.locked }];
      case 'delete':
        return [{ type: 'DeleteContent' }];
      case 'retry':
        return [{ type: 'RetrySlideProcessing' }];
      case 'reprocess':
        return [{ type: 'ReprocessSlide', reason: 'update' }];
      case 'upload': {
        if (!action.finished) {
          const started = await this.files.ownUpload(action.uploadId, actor.userId, 'slide', { orUnderWay: true });
          return [{ type: 'BeginSlideUpload', uploadId: started.id }];
        }
        const file = await this.files.ownUpload(action.uploadId, actor.userId, 'slide');
        return [{ type: 'AttachSlideImage', uploadId: file.id, fileName: file.name, bytes: file.size }];
      }
      case 'analysis':
        return this.files.analysisCommands(action.analysisId, actor.userId);
      case 'addObject': {
        const object: ObjectOfInterest = { id: `custom-${randomUUID()}`, coords: { x: action.x, y: action.y }, cat: { idx: action.catIdx, name: '' }, rank: Number.MAX_SAFE_INTEGER, custom: true };
        return [{ type: 'AddSlideObject', object }];
      }
      case 'changeObject':
        return [{ type: 'ChangeSlideObject', id: action.objectId, catIdx: action.catIdx, rank: action.rank }];
      case 'removeObject':
        return [{ type: 'RemoveSlideObject', id: action.objectId }];
    }
  }

  private async createSlide(
    actor: Principal,
    o: { fields: Record<string, unknown>; orgId: string | null; uploadId: string | null; analysisId: string | null; objects?: ObjectOfInterest[][] },
    ctx: CommandContext,
  ): Promise<SlideItem> {
    const id = randomUUID();
    const commands: SlideCommand[] = [{ type: 'CreateContent', id, itemId: randomUUID(), contentType: 'slide', ownerId: actor.userId, orgId: o.orgId, previousId: null, fields: o.fields }];
    if (o.uploadId) {
      const file = await this.files.ownUpload(o.uploadId, actor.userId, 'slide', { anyOwner: o.objects !== undefined });
      commands.push({ type: 'AttachSlideImage', uploadId: file.id, fileName: file.name, bytes: file.size });
    }
    if (o.analysisId) commands.push(...(await this.files.analysisCommands(o.analysisId, actor.userId)));
    if (o.objects) commands.push({ type: 'ImportSlideAnalysis', analysis: { objects: o.objects.map((list) => list.filter((obj) => !obj.custom)), cellCount: null, atyp: null, atypsd: null, accession: null, patient: null } });
    const { position } = await this.aggregate(id).execute(() => commands, ctx);
    await this.es.readYourWrites(position, ['content', 'slides']);
    return this.queries.execute(new GetSlide(ruleActor(actor), id));
  }
}
