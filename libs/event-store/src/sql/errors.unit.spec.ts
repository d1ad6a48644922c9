import { describe, expect, it } from '@jest/globals';
import { isDatabaseUnavailable } from './errors.js';

const serverError = (code: string) => Object.assign(new Error('server said no'), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a server going away or out of reach', () => {
    for (const error of [
      serverError('57P01'), // admin shutdown: pg_ctl restart
      serverError('57P03'), // the server is starting
      serverError('08006'), // connection failure
      serverError('ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
    ])
      expect([error.message, isDatabaseUnavailable(error)]).toEqual([error.message, true]);
  });

  it('leaves the request’s own faults and other failures alone', () => {
    for (const error of [serverError('23505'), serverError('40001'), serverError('42P01'), new Error('Something else'), 'a string', null])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
