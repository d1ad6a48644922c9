import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { NameEntry, Page, SlideItem } from '@cytocampus/contracts';
import { bool, index, number, parseContentListQuery, text, validate } from '@cytocampus/schema';
import { Actor, ruleActor, type Principal } from '../../../auth/principal.js';
import { SignedInGuard } from '../../../auth/signed-in.guard.js';
import { actorContext } from '../../../es/command-context.js';
import { requestId } from '../../../http/request-info.js';
import { valid, validField } from '../../../http/validate.js';
import type { ContentListValues } from '../queries/content-queries.js';
import { ChangeSlide, type SlideAction } from './commands/change-slide.js';
import { GetSlide, ListSlides } from './queries/slide-queries.js';

type Body = Record<string, unknown> | undefined;
/** A category index (0 to 4; the decider refuses others). */
const catIdx = index();
const ID = text({ required: true, max: 64, pattern: /^[A-Za-z0-9-]+$/ });
const id = (value: unknown, field: string) => validField(validate(ID, value ?? ''), field);

/** Splits a create body: the slide's fields, and the uploads of its image and analysis file. */
function createAction(body: Body, orgId: unknown): SlideAction {
  const { uploadId, analysisId, slide, ...rest } = body ?? {};
  const fields = slide ?? rest;
  return {
    kind: 'create',
    fields,
    orgId: typeof orgId === 'string' && orgId !== '' ? orgId : null,
    uploadId: uploadId === undefined || uploadId === null ? null : id(uploadId, 'uploadId'),
    analysisId: analysisId === undefined || analysisId === null ? null : id(analysisId, 'analysisId'),
  };
}

/** The slide calls of spec part 3 section 7 (the image files are in files/slide-files.controller.ts). */
@ApiTags('slides')
@Controller('slides')
@UseGuards(SignedInGuard)
export class SlidesController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  /** GET /slides: `images=all` also lists slides still NEW or UPLOADING (left out by default, as the spec's list filter does). */
  @Get()
  list(@Actor() actor: Principal, @Query() query: Record<string, unknown>): Promise<Page<SlideItem> | NameEntry[]> {
    const { images, ...rest } = query;
    const values = valid<ContentListValues>(parseContentListQuery(rest));
    return this.queries.execute(new ListSlides(ruleActor(actor), { ...values, images: images === 'all' ? 'all' : 'ready' }));
  }

  @Get(':id')
  get(@Actor() actor: Principal, @Param('id') slideId: string): Promise<SlideItem> {
    return this.queries.execute(new GetSlide(ruleActor(actor), slideId));
  }

  /** GET /slides/{id}/slide/status: refetched by the refresh button (at most every 5000 ms, spec). */
  @Get(':id/slide/status')
  async status(@Actor() actor: Principal, @Param('id') slideId: string): Promise<Pick<SlideItem, 'id' | 'status' | 'error'>> {
    const { id: revision, status, error } = await this.queries.execute<GetSlide, SlideItem>(new GetSlide(ruleActor(actor), slideId, false));
    return { id: revision, status, error };
  }

  @Post()
  @HttpCode(200)
  create(@Actor() actor: Principal, @Body() body: Body, @Query('orgId') orgId: unknown, @Req() req: Request): Promise<SlideItem> {
    return this.change(actor, null, createAction(body, orgId), req) as Promise<SlideItem>;
  }

  @Put(':id')
  update(@Actor() actor: Principal, @Param('id') slideId: string, @Body() body: Body, @Req() req: Request): Promise<SlideItem> {
    const action: SlideAction = body?.activate === true ? { kind: 'activate' } : body?.deactivate === true ? { kind: 'deactivate' } : { kind: 'update', fields: body?.slide ?? body };
    return this.change(actor, slideId, action, req) as Promise<SlideItem>;
  }

  @Put(':id/lock')
  lock(@Actor() actor: Principal, @Param('id') slideId: string, @Body() body: Body, @Req() req: Request): Promise<SlideItem> {
    return this.change(actor, slideId, { kind: 'lock', locked: validField(validate(bool(), body?.locked), 'locked') }, req) as Promise<SlideItem>;
  }

  @Delete(':id')
  remove(@Actor() actor: Principal, @Param('id') slideId: string, @Req() req: Request): Promise<{ success: true }> {
    return this.change(actor, slideId, { kind: 'delete' }, req) as Promise<{ success: true }>;
  }

  @Post(':id/slide/clone')
  @HttpCode(200)
  clone(@Actor() actor: Principal, @Param('id') slideId: string, @Req() req: Request): Promise<SlideItem> {
    return this.change(actor, slideId, { kind: 'clone' }, req) as Promise<SlideItem>;
  }

  @Post(':id/slide/retry')
  @HttpCode(200)
  retry(@Actor() actor: Principal, @Param('id') slideId: string, @Req() req: Request): Promise<SlideItem> {
    return this.change(actor, slideId, { kind: 'retry' }, req) as Promise<SlideItem>;
  }

  /** POST /slides/{id}/slide/reprocess (ours): an editor has a COMPLETE slide's pyramid built again (UPDATING). */
  @Post(':id/slide/reprocess')
  @HttpCode(200)
  reprocess(@Actor() actor: Principal, @Param('id') slideId: string, @Req() req: Request): Promise<SlideItem> {
    return this.change(actor, slideId, { kind: 'reprocess' }, req) as Promise<SlideItem>;
  }

  /** POST /slides/{id}/slide/image {uploadId, finished}: the image's upload started (UPLOADING) or finished (QUEUED). */
  @Post(':id/slide/image')
  @HttpCode(200)
  image(@Actor() actor: Principal, @Param('id') slideId: string, @Body() body: Body, @Req() req: Request): Promise<SlideItem> {
    const action: SlideAction = { kind: 'upload', uploadId: id(body?.uploadId, 'uploadId'), finished: validField(validate(bool(), body?.finished ?? true), 'finished') };
    return this.change(actor, slideId, action, req) as Promise<SlideItem>;
  }

  /** POST /slides/{id}/slide/analysis {analysisId}: imports an uploaded analysis file's objects and metrics. */
  @Post(':id/slide/analysis')
  @HttpCode(200)
  analysis(@Actor() actor: Principal, @Param('id') slideId: string, @Body() body: Body, @Req() req: Request): Promise<SlideItem> {
    return this.change(actor, slideId, { kind: 'analysis', analysisId: id(body?.analysisId, 'analysisId') }, req) as Promise<SlideItem>;
  }

  /** POST /slides/{id}/slide/objects {coords, catIdx}: a custom object at a point. */
  @Post(':id/slide/objects')
  @HttpCode(200)
  addObject(@Actor() actor: Principal, @Param('id') slideId: string, @Body() body: Body, @Req() req: Request): Promise<SlideItem> {
    const coords = (body?.coords ?? {}) as Record<string, unknown>;
    const action: SlideAction = { kind: 'addObject', x: validField(validate(number({ min: 0 }), coords.x), 'coords.x'), y: validField(validate(number({ min: 0 }), coords.y), 'coords.y'), catIdx: validField(validate(catIdx, body?.catIdx), 'catIdx') };
    return this.change(actor, slideId, action, req) as Promise<SlideItem>;
  }

  /** PUT /slides/{id}/slide/objects/{objectId} {catIdx, rank}: moves an object to a category and place. */
  @Put(':id/slide/objects/:objectId')
  changeObject(@Actor() actor: Principal, @Param('id') slideId: string, @Param('objectId') objectId: string, @Body() body: Body, @Req() req: Request): Promise<SlideItem> {
    const action: SlideAction = { kind: 'changeObject', objectId, catIdx: validField(validate(catIdx, body?.catIdx), 'catIdx'), rank: validField(validate(number({ min: 0 }), body?.rank), 'rank') };
    return this.change(actor, slideId, action, req) as Promise<SlideItem>;
  }

  @Delete(':id/slide/objects/:objectId')
  removeObject(@Actor() actor: Principal, @Param('id') slideId: string, @Param('objectId') objectId: string, @Req() req: Request): Promise<SlideItem> {
    return this.change(actor, slideId, { kind: 'removeObject', objectId }, req) as Promise<SlideItem>;
  }

  private change(actor: Principal, slideId: string | null, action: SlideAction, req: Request): Promise<SlideItem | { success: true }> {
    return this.commands.execute(new ChangeSlide(actor, slideId, action, actorContext(actor, requestId(req))));
  }
}

