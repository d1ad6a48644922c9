import { isApiFailure } from '../../http/errors';

/** What a refused call says to the person writing: the server's own text (a 429's 'You are posting too fast…' included). */
export function refusalText(error: unknown): string {
  if (isApiFailure(error)) return error.message;
  return 'Something went wrong. Please try again.';
}
