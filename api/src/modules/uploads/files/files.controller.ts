import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { UPLOAD_MSG } from '@cytocampus/contracts';
import { SignedInGuard } from '../../../auth/signed-in.guard.js';
import { ApiException } from '../../../http/api-exception.js';
import { GetUploadedFile } from '../queries/get-uploaded-file/get-uploaded-file.query.js';
import { contentDisposition, contentTypeHeader, fileSecurityPolicy, showsInline } from './file-headers.js';

@ApiTags('uploads')
@Controller('files')
@UseGuards(SignedInGuard)
export class FilesController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * GET /files/{fileId}: a finished upload for any signed-in user (images are embedded from here),
   * with its checked content type, never sniffed; ranges for video.
   */
  @Get(':fileId')
  async serve(@Param('fileId') fileId: string, @Query('noAttach') noAttach: string | undefined, @Res() res: Response): Promise<void> {
    const file = await this.queries.execute(new GetUploadedFile(fileId));
    const headers = {
      'Content-Type': contentTypeHeader(file.type),
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': contentDisposition(file.name, showsInline(file.type, noAttach === '1' || noAttach === 'true')),
      'Content-Security-Policy': fileSecurityPolicy(file.type),
      // The bytes behind a file id never change.
      'Cache-Control': 'private, max-age=31536000, immutable',
    };
    await new Promise<void>((resolve, reject) => {
      res.sendFile(file.path, { headers, acceptRanges: true, etag: true, lastModified: true, cacheControl: false, dotfiles: 'allow' }, (error?: Error) => {
        if (!error || res.headersSent) resolve();
        else reject(new ApiException(404, UPLOAD_MSG.fileNotFound));
      });
    });
  }
}
