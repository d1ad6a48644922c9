import { describe, expect, it } from '@jest/globals';
import { UPLOAD_MSG } from '@cytocampus/contracts';
import { given } from '@cytocampus/testing';
import { uploadDecider } from './decide.js';
import type { UploadEvent, UploadStarted } from './events.js';
import { checkUpload, SLIDE_MIN_BYTES } from './policy.js';

const started: UploadStarted = {
  type: 'UploadStarted',
  data: { uploadId: 'up1', ownerId: 'u1', name: 'scan.png', type: 'image/png', size: 2048, purpose: 'image' },
};
const completed: UploadEvent = { type: 'UploadCompleted', data: { uploadId: 'up1' } };
const { type: _storedType, ...declared } = started.data;
const start = (overrides: Partial<Omit<UploadStarted['data'], 'type'>> & { declaredType?: string } = {}) => ({
  ...declared,
  declaredType: 'image/png',
  ...overrides,
  type: 'StartUpload' as const,
});

describe('upload decider', () => {
  it("starts an upload with the kind's content type, whatever generic type the client declared", () => {
    given(uploadDecider, [])
      .when(start({ declaredType: '' }))
      .then([started]);
    given(uploadDecider, [])
      .when(start({ name: 'Photo.JPEG', declaredType: 'image/jpg' }))
      .then([{ type: 'UploadStarted', data: { ...started.data, name: 'Photo.JPEG', type: 'image/jpeg' } }]);
  });

  it('refuses a type the purpose does not allow, or a declared type that contradicts the name', () => {
    given(uploadDecider, [])
      .when(start({ name: 'notes.pdf', declaredType: 'application/pdf' }))
      .thenRefuses('This type of file is not allowed here. Allowed: png, jpg, jpeg, gif, tif, tiff, svs, ndpi, webp, bmp, svg.', 'filetype');
    given(uploadDecider, [])
      .when(start({ declaredType: 'text/html' }))
      .thenRefuses('This type of file is not allowed here. Allowed: png, jpg, jpeg, gif, tif, tiff, svs, ndpi, webp, bmp, svg.', 'filetype');
  });

  it("refuses sizes outside the purpose's bounds with the generic file-size texts", () => {
    given(uploadDecider, [])
      .when(start({ size: 6_000_000 }))
      .thenRefuses('Selected file is too large. Must be less than 5.2 MB, but is 6.0 MB.', 'size');
    given(uploadDecider, [])
      .when(start({ size: 0 }))
      .thenRefuses('Selected file is too small. Must be at least 1 B, but is 0 B.', 'size');
    given(uploadDecider, [])
      .when(start({ purpose: 'slide', name: 'slide.svs', size: SLIDE_MIN_BYTES - 1, declaredType: '' }))
      .thenRefuses('Selected file is too small. Must be at least 100.0 MB, but is 100.0 MB.', 'size');
  });

  it('never starts the same upload twice', () => {
    given(uploadDecider, [started]).when(start()).thenRefuses('Upload already exists.');
  });

  it('completes or fails only an upload in progress', () => {
    given(uploadDecider, [started]).when({ type: 'CompleteUpload' }).then([completed]);
    given(uploadDecider, [started, completed]).when({ type: 'FailUpload', error: 'x' }).thenRefuses('This upload is no longer in progress.');
    given(uploadDecider, []).when({ type: 'CompleteUpload' }).thenRefuses(UPLOAD_MSG.uploadNotFound);
    const failed: UploadEvent = { type: 'UploadFailed', data: { uploadId: 'up1', error: UPLOAD_MSG.contentMismatch } };
    given(uploadDecider, [started]).when({ type: 'FailUpload', error: UPLOAD_MSG.contentMismatch }).then([failed]);
    given(uploadDecider, [started, failed]).when({ type: 'FailUpload', error: UPLOAD_MSG.expired }).then([]);
  });

  it('clears finished uploads of their owner only, once', () => {
    const cleared: UploadEvent = { type: 'UploadCleared', data: { uploadId: 'up1' } };
    given(uploadDecider, [started, completed]).when({ type: 'ClearUpload', actorId: 'u1', active: false }).then([cleared]);
    given(uploadDecider, [started, completed]).when({ type: 'ClearUpload', actorId: 'u2', active: false }).thenRefuses(UPLOAD_MSG.uploadNotFound);
    given(uploadDecider, [started, completed, cleared]).when({ type: 'ClearUpload', actorId: 'u1', active: false }).then([]);
  });

  it('refuses to clear an active upload and gives up an interrupted one', () => {
    given(uploadDecider, [started]).when({ type: 'ClearUpload', actorId: 'u1', active: true }).thenRefuses(UPLOAD_MSG.activeCannotBeCleared);
    given(uploadDecider, [started])
      .when({ type: 'ClearUpload', actorId: 'u1', active: false })
      .then([
        { type: 'UploadFailed', data: { uploadId: 'up1', error: UPLOAD_MSG.cancelled } },
        { type: 'UploadCleared', data: { uploadId: 'up1' } },
      ]);
  });
});

describe('upload policy', () => {
  it('accepts whole-slide formats by extension when the browser does not know their type', () => {
    expect(checkUpload('slide', 'case.ndpi', '', SLIDE_MIN_BYTES).type).toBe('image/tiff');
    expect(checkUpload('analysis', 'ooi.xml', 'text/xml', 10).type).toBe('application/xml');
    expect(checkUpload('analysis', 'metrics.csv', 'application/vnd.ms-excel', 10).type).toBe('text/csv');
  });

  it('keeps form files below the picker limit', () => {
    expect(() => checkUpload('file', 'talk.pdf', 'application/pdf', 9_999_999)).not.toThrow();
    expect(() => checkUpload('file', 'talk.pdf', 'application/pdf', 10_000_000)).toThrow(
      'Selected file is too large. Must be less than 10.0 MB, but is 10.0 MB.',
    );
    expect(() => checkUpload('analysis', 'a.json', 'application/json', 1_000_000)).toThrow('Must be less than');
    expect(() => checkUpload('file', 'archive', '', 10)).toThrow('This type of file is not allowed here.');
  });
});
