import { Query } from '@nestjs/cqrs';
import type { UploadPurpose } from '@cytocampus/contracts';

// The uploads context answers these. Other contexts send them on the buses (docs/adr/0037).

/** A finished, accepted file: what other modules need to use it. */
export interface UploadedFile {
  id: string;
  /** Absolute path of the bytes on disk (read only; the file belongs to the uploads module). */
  path: string;
  /** The uploader's file name (display only). */
  name: string;
  /** Content type checked against the file's bytes. */
  type: string;
  size: number;
  ownerId: string;
  purpose: UploadPurpose;
  created: number;
}

/**
 * A finished upload by its file id (= upload id), for any module through the QueryBus, e.g.
 * `queries.execute(new GetUploadedFile(fileId))`. Answers 404 'File not found.' for unknown,
 * unfinished and failed uploads. It does not check who asks: callers check ownerId and purpose.
 */
export class GetUploadedFile extends Query<UploadedFile> {
  constructor(
    readonly fileId: string,
    /** Also an upload still under way (its bytes incomplete): to refer to it before it ends. */
    readonly orUnderWay = false,
  ) {
    super();
  }
}
