import { json, type NextFunction, type Request, type Response } from 'express';
import { ApiException } from './api-exception.js';
import { utf8Only } from './unsafe-input.js';

export const BODY_MESSAGE = {
  notJson: 'The request body is not valid JSON.',
  notObject: 'The request body must be a JSON object.',
} as const;

/**
 * JSON bodies up to 1 MB, UTF-8 only. Every JSON value is parsed (not only objects and arrays, the
 * parser's strict mode), so that `null`, `42` or `"text"` are refused as what they are: valid JSON
 * that is not an object (`jsonObjectsOnly`), not as broken JSON.
 */
export const jsonBodies = () => json({ limit: '1mb', verify: utf8Only, strict: false });

const isObject = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every JSON body of the API is an object (no route takes an array, ADR 0019): any other JSON value
 * is refused here, before a guard or handler reads it, so nothing is stored.
 */
export function jsonObjectsOnly() {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.body !== undefined && req.is('application/json') && !isObject(req.body)) {
      res.status(400).json(new ApiException(400, BODY_MESSAGE.notObject).body());
      return;
    }
    next();
  };
}
