import { API_PREFIX, UPLOAD_ROUTES } from '@cytocampus/contracts';
import { FILE_KINDS, type FileKind } from '@cytocampus/schema';

/** Where a stored file is served (images are embedded from here; spec part 1 section 7). */
export const fileUrl = (fileId: string, options: { noAttach?: boolean } = {}): string =>
  `${API_PREFIX}${UPLOAD_ROUTES.file(fileId)}${options.noAttach ? '?noAttach=1' : ''}`;

/** The picker's accept list from the allowed kinds (spec part 2 section 5): MIME types and extensions. */
export const acceptOf = (kinds: readonly FileKind[]): string =>
  kinds.flatMap((kind) => [FILE_KINDS[kind].mime, ...FILE_KINDS[kind].extensions.map((ext) => `.${ext}`)]).join(',');
