import { fileURLToPath } from 'node:url';
import { DEMO_IDS } from './demo-ids.js';

/**
 * The demo presentations' videos: short MP4s (H.264, 640 × 360, 20 s) shipped in ./media and made
 * by scripts/demo-video (ADR 0018). The seed stores each as the admin's uploaded file, and the
 * presentation pages show it as an 'Uploaded File': an upload whose type is video plays as a
 * measured video in the player.
 *
 * The folder is resolved in the source tree from both api/src and api/dist (same depth), as
 * config.ts finds web/dist: `tsc -b` copies no media, and the files stay where they are generated.
 */
const MEDIA_DIR = new URL('../../../src/seed/demo-content/media/', import.meta.url);

export interface DemoVideo {
  uploadId: string;
  /** The file in ./media, and the upload's name: its .mp4 extension makes it a video/mp4 upload. */
  file: string;
}

export const DEMO_VIDEOS = {
  bethesdaAdequacy: { uploadId: DEMO_IDS.videoUploads.bethesdaAdequacy, file: 'bethesda-adequacy.mp4' },
  bethesdaLsil: { uploadId: DEMO_IDS.videoUploads.bethesdaLsil, file: 'bethesda-koilocytes-lsil.mp4' },
  bethesdaHsil: { uploadId: DEMO_IDS.videoUploads.bethesdaHsil, file: 'bethesda-hsil.mp4' },
  parisAdequacy: { uploadId: DEMO_IDS.videoUploads.parisAdequacy, file: 'paris-adequacy.mp4' },
  parisHguc: { uploadId: DEMO_IDS.videoUploads.parisHguc, file: 'paris-hguc.mp4' },
} as const satisfies Record<string, DemoVideo>;

/** Where a shipped demo video is on disk. */
export const demoVideoPath = (video: DemoVideo): string => fileURLToPath(new URL(video.file, MEDIA_DIR));
