// The uploads context: resumable uploads and stored files.
// Its public entry: what the app and the contexts above it in the graph may import (docs/adr/0037).
export { UploadsModule } from './uploads.module.js';
export { UploadStorage } from './shared/upload-storage.js';
