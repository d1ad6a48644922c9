import type { Response } from 'express';
import { UPLOAD_MSG } from '@cytocampus/contracts';
import { ApiException } from './api-exception.js';
import { contentDisposition, contentTypeHeader, fileSecurityPolicy, showsInline } from './file-headers.js';

/**
 * Streams a finished upload with its checked content type, never sniffed, in ranges for video;
 * inline where it asks for that (`noAttach`, fileQuerySchema) and that is safe.
 * `cacheControl` differs by route: /files ids never change their bytes; routes that check who
 * reads must revalidate (cheap, with the ETag) so a withdrawn permission takes effect.
 */
/** What is served: a file on disk, its checked content type and the uploader's name for it. */
export interface StoredFile {
  path: string;
  name: string;
  type: string;
}

export function sendStoredFile(res: Response, file: StoredFile, noAttach: boolean, cacheControl: string): Promise<void> {
  const headers = {
    'Content-Type': contentTypeHeader(file.type),
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': contentDisposition(file.name, showsInline(file.type, noAttach)),
    'Content-Security-Policy': fileSecurityPolicy(file.type),
    'Cache-Control': cacheControl,
  };
  return new Promise<void>((resolve, reject) => {
    res.sendFile(file.path, { headers, acceptRanges: true, etag: true, lastModified: true, cacheControl: false, dotfiles: 'allow' }, (error?: Error) => {
      if (!error || res.headersSent) resolve();
      else reject(new ApiException(404, UPLOAD_MSG.fileNotFound));
    });
  });
}
