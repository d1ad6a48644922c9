import { entry } from './types.js';

/**
 * Sales: both are listed in the admin set (readUserSubscriptions true, editUserSubscriptions false),
 * so Admin is the lowest role that may hold them (ADR 0006).
 */
export const SALES = {
  readUserSubscriptions: entry('Sales', 'admin', 'admin'),
  editUserSubscriptions: entry('Sales', 'admin', null),
} as const;
