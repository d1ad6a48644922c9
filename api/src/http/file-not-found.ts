import { UPLOAD_MSG } from '@cytocampus/contracts';
import { ApiException, isNotFound } from './api-exception.js';

/** 404 'File not found.': what a route serving an item's attachment answers for anything it will not serve. */
export const fileNotFound = (): never => {
  throw new ApiException(404, UPLOAD_MSG.fileNotFound);
};

/** An owner (thread, ladder) that is not found or not the caller's to read is a file not found, so ids cannot be probed. */
export const asFileNotFound = (error: unknown): never => {
  if (isNotFound(error)) fileNotFound();
  throw error;
};
