import type { Request } from 'express';
import { Metadata } from '@tus/server';
import { UPLOAD_MSG, UPLOAD_PURPOSES, type UploadPurpose } from '@cytocampus/contracts';
import { checkUpload, DomainError } from '@cytocampus/domain';
import { FILE_NAME_MAX_LENGTH, GENERIC, NOT_VALID } from '@cytocampus/schema';
import type { TusContext } from './tus-context.js';

/** A file name for display: the last path segment, without control characters. Never used in a path. */
export function displayName(raw: string): string {
  const last = raw.split(/[\\/]/).at(-1) ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  return last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

const isPurpose = (value: unknown): value is UploadPurpose => (UPLOAD_PURPOSES as readonly unknown[]).includes(value);

/**
 * Reads and checks a tus creation request (Upload-Length and Upload-Metadata) before anything is
 * stored: a length given in advance, a known purpose, a name, and a kind and size the purpose allows.
 */
export function checkCreation(req: Request, slideMinBytes: number): NonNullable<TusContext['start']> {
  if (req.get('upload-defer-length') !== undefined || !/^\d{1,15}$/.test(req.get('upload-length') ?? '')) {
    throw new DomainError('invalid', UPLOAD_MSG.lengthRequired, 'size');
  }
  if (req.get('upload-concat') !== undefined) throw new DomainError('invalid', NOT_VALID, 'metadata');
  let metadata: Record<string, string | null>;
  try {
    metadata = Metadata.parse(req.get('upload-metadata') ?? undefined);
  } catch {
    throw new DomainError('invalid', NOT_VALID, 'metadata');
  }
  const purpose = metadata.purpose;
  if (!isPurpose(purpose)) throw new DomainError('invalid', GENERIC.mustBeSelected, 'purpose');
  const name = displayName(metadata.filename ?? '');
  if (name === '') throw new DomainError('invalid', GENERIC.required, 'filename');
  if (name.length > FILE_NAME_MAX_LENGTH) throw new DomainError('invalid', GENERIC.tooLongBy(name.length - FILE_NAME_MAX_LENGTH), 'filename');
  const size = Number(req.get('upload-length'));
  const declaredType = metadata.filetype ?? '';
  // Throws the purpose's refusal (type or size) as a DomainError with its field.
  checkUpload(purpose, name, declaredType, size, { slide: slideMinBytes });
  return { name, declaredType, purpose, size };
}
