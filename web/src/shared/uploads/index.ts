// Uploads any feature may use: the picker, the hook behind it, file URLs.
export { FilePicker, type FilePickerProps } from './FilePicker';
export { useUpload, type UploadProgressState } from './useUpload';
export { startTusUpload, type RunningUpload, type UploadedFileRef } from './tusUpload';
export { acceptOf, fileUrl } from './fileUrl';
export { uploadErrorMessage } from './uploadErrors';
