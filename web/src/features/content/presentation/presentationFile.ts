import type { FileKind } from '@cytocampus/schema';

/** Which inputs a presentation page shows for its kind: an address for embedded pages, an upload for files. */
export function presentationFileParts(kind: unknown): { url: boolean; upload: boolean } {
  return { url: kind === 'Embedded Video' || kind === 'Embedded Link', upload: kind === 'Uploaded File' };
}

/** Files a page can show in the player (spec part 2 section 5: embeddable types): video, documents, pictures. */
export const PRESENTATION_UPLOAD_KINDS: readonly FileKind[] = ['mp4', 'pdf', 'png', 'jpg', 'gif', 'webp'];
