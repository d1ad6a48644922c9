import { CUSTOM_OBJECT_PREFIX, OOI_CATEGORIES, type ObjectOfInterest, type SlideStatus } from '@cytocampus/contracts';
import type { Decider } from '../core/decider.js';
import { refuse } from '../core/errors.js';
import { contentDecider, type ContentCommand, type ContentState } from '../content/decide.js';
import type { ContentEvent } from '../content/events.js';
import { STATUS_AFTER, type SlideEvent, type SlideImageInfo, type SlideTissueMapped } from './events.js';

/** A slide's tissue mask as SlideTissueMapped carries it (grid and packed mask). */
export type SlideTissue = SlideTissueMapped['data'];

export type SlideCommand =
  | ContentCommand
  | { type: 'BeginSlideUpload'; uploadId: string }
  | { type: 'AttachSlideImage'; uploadId: string; fileName: string; bytes: number }
  | { type: 'StartSlideProcessing' }
  /** With the tissue mask when processing could read it from the thumbnail: both in one append. */
  | { type: 'CompleteSlideProcessing'; image: SlideImageInfo; tissue?: SlideTissue }
  /** The mask of a slide processed before masks were recorded (the worker's backfill). */
  | { type: 'MapSlideTissue'; tissue: SlideTissue }
  | { type: 'FailSlideProcessing'; code: string; message: string }
  | { type: 'RetrySlideProcessing' }
  /** Process a COMPLETE slide again: asked by an editor (UPDATING) or after a change of the pyramid format (MIGRATING). */
  | { type: 'ReprocessSlide'; reason: 'update' | 'migrate' }
  | { type: 'ImportSlideAnalysis'; analysis: Extract<SlideEvent, { type: 'SlideAnalysisImported' }>['data'] }
  | { type: 'AddSlideObject'; object: ObjectOfInterest }
  | { type: 'ChangeSlideObject'; id: string; catIdx: number; rank: number }
  | { type: 'RemoveSlideObject'; id: string };

export interface SlideState extends ContentState {
  status: SlideStatus;
  uploadId: string | null;
  image: SlideImageInfo | null;
  /** The tissue mask of the image processed last; null until recorded (or when it could not be read). */
  tissue: SlideTissue | null;
  attempts: number;
  /** One list per category (five). */
  objects: ObjectOfInterest[][];
}

export const SLIDE_MSG = {
  noImage: 'This slide has no image to process.',
  notProcessing: 'This slide is not being processed.',
  notFailed: 'Only a slide whose processing failed can be retried.',
  notComplete: 'Only a processed slide can be processed again.',
  tissueNotNeeded: 'Only a processed slide without a tissue mask can be given one.',
  objectExists: 'An object with this id already exists.',
  objectNotFound: 'Object not found.',
  notCustom: 'Only custom objects can be removed.',
  category: 'Value is not valid',
} as const;

const emptyObjects = (): ObjectOfInterest[][] => OOI_CATEGORIES.map(() => []);
const initialSlideState = (): SlideState => ({
  ...contentDecider.initialState(),
  status: 'NEW',
  uploadId: null,
  image: null,
  tissue: null,
  attempts: 0,
  objects: emptyObjects(),
});
const isContentEvent = (event: ContentEvent | SlideEvent): event is ContentEvent => event.type.startsWith('Content');
const isContentCommand = (command: SlideCommand): command is ContentCommand => command.type.endsWith('Content');

function withObjects(state: SlideState, change: (all: ObjectOfInterest[]) => ObjectOfInterest[]): SlideState {
  const all = change(state.objects.flat());
  const objects = emptyObjects();
  for (const object of all) objects[object.cat.idx]?.push(object);
  for (const list of objects) list.sort((a, b) => a.rank - b.rank);
  return { ...state, objects };
}

function evolveSlide(state: SlideState, event: ContentEvent | SlideEvent): SlideState {
  if (isContentEvent(event)) return { ...state, ...contentDecider.evolve(state, event) };
  const status = STATUS_AFTER[event.type] ?? state.status;
  const next = { ...state, status };
  switch (event.type) {
    case 'SlideUploadStarted':
      return { ...next, uploadId: event.data.uploadId };
    case 'SlideImageAttached':
      return { ...next, uploadId: event.data.uploadId, attempts: 0 };
    case 'SlideProcessingStarted':
      return { ...next, attempts: event.data.attempt };
    case 'SlideProcessed':
      // A new image's mask follows in the same append; without one the old image's mask no longer fits.
      return { ...next, image: event.data.image, tissue: null };
    case 'SlideTissueMapped':
      return { ...next, tissue: event.data };
    case 'SlideRequeued':
      // A fresh count of attempts: a slide failed for too many interruptions can be retried.
      return { ...next, attempts: 0, status: event.data.reason === 'retry' ? 'QUEUED' : event.data.reason === 'update' ? 'UPDATING' : 'MIGRATING' };
    case 'SlideAnalysisImported':
      return withObjects(next, (all) => [...all.filter((o) => o.custom), ...event.data.objects.flat()]);
    case 'SlideObjectAdded':
      return withObjects(next, (all) => [...all, event.data.object]);
    case 'SlideObjectChanged': {
      const cat = OOI_CATEGORIES[event.data.catIdx];
      return withObjects(next, (all) =>
        all.map((o) => (o.id === event.data.id && cat ? { ...o, cat: { idx: cat.idx, name: cat.name }, rank: event.data.rank } : o)),
      );
    }
    case 'SlideObjectRemoved':
      return withObjects(next, (all) => all.filter((o) => o.id !== event.data.id));
    default:
      return next;
  }
}

const findObject = (state: SlideState, id: string) => state.objects.flat().find((o) => o.id === id);

function decideSlide(command: SlideCommand, state: SlideState): (ContentEvent | SlideEvent)[] {
  if (isContentCommand(command)) return contentDecider.decide(command, state);
  if (!state.exists) refuse('not_found', 'Item not found.');
  switch (command.type) {
    case 'BeginSlideUpload':
      return [{ type: 'SlideUploadStarted', data: { uploadId: command.uploadId } }];
    case 'AttachSlideImage':
      return [{ type: 'SlideImageAttached', data: { uploadId: command.uploadId, fileName: command.fileName, bytes: command.bytes } }];
    case 'StartSlideProcessing':
      // A worker killed while PROCESSING starts the slide again (resume); anything else needs an image waiting.
      if (!['QUEUED', 'PROCESSING', 'UPDATING', 'MIGRATING'].includes(state.status)) refuse('conflict', SLIDE_MSG.noImage);
      return [{ type: 'SlideProcessingStarted', data: { attempt: state.attempts + 1 } }];
    case 'CompleteSlideProcessing':
      if (state.status !== 'PROCESSING') refuse('conflict', SLIDE_MSG.notProcessing);
      return [
        { type: 'SlideProcessed', data: { image: command.image } },
        ...(command.tissue ? [{ type: 'SlideTissueMapped' as const, data: command.tissue }] : []),
      ];
    case 'MapSlideTissue':
      if (state.status !== 'COMPLETE' || state.tissue !== null) refuse('conflict', SLIDE_MSG.tissueNotNeeded);
      return [{ type: 'SlideTissueMapped', data: command.tissue }];
    case 'FailSlideProcessing':
      if (state.status !== 'PROCESSING') refuse('conflict', SLIDE_MSG.notProcessing);
      return [{ type: 'SlideProcessingFailed', data: { code: command.code, message: command.message } }];
    case 'RetrySlideProcessing':
      if (state.status !== 'ERROR' || state.uploadId === null) refuse('conflict', SLIDE_MSG.notFailed);
      return [{ type: 'SlideRequeued', data: { reason: 'retry' } }];
    case 'ReprocessSlide':
      if (state.status !== 'COMPLETE' || state.uploadId === null) refuse('conflict', SLIDE_MSG.notComplete);
      return [{ type: 'SlideRequeued', data: { reason: command.reason } }];
    case 'ImportSlideAnalysis':
      return [{ type: 'SlideAnalysisImported', data: command.analysis }];
    case 'AddSlideObject':
      if (findObject(state, command.object.id)) refuse('conflict', SLIDE_MSG.objectExists);
      if (!command.object.id.startsWith(CUSTOM_OBJECT_PREFIX) || !OOI_CATEGORIES[command.object.cat.idx]) refuse('invalid', SLIDE_MSG.category, 'object');
      return [{ type: 'SlideObjectAdded', data: { object: { ...command.object, custom: true } } }];
    case 'ChangeSlideObject':
      if (!findObject(state, command.id)) refuse('not_found', SLIDE_MSG.objectNotFound);
      if (!OOI_CATEGORIES[command.catIdx]) refuse('invalid', SLIDE_MSG.category, 'catIdx');
      return [{ type: 'SlideObjectChanged', data: { id: command.id, catIdx: command.catIdx, rank: command.rank } }];
    case 'RemoveSlideObject': {
      const object = findObject(state, command.id);
      if (!object) refuse('not_found', SLIDE_MSG.objectNotFound);
      if (!object?.custom) refuse('forbidden', SLIDE_MSG.notCustom);
      return [{ type: 'SlideObjectRemoved', data: { id: command.id } }];
    }
  }
}

/** A slide: a content item (type 'slide') whose image goes through upload and processing, with its objects of interest. */
export const slideDecider: Decider<SlideCommand, ContentEvent | SlideEvent, SlideState> = {
  initialState: initialSlideState,
  evolve: evolveSlide,
  decide: decideSlide,
};
