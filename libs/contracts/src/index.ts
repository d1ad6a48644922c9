export const PRODUCT_NAME = 'CytoCampus';
export const TAGLINE = 'The Science of Sure';
export const TERMS_VERSION = 1;
export const PREFERENCES_BATCH_DELAY_MS = 2000;
export const TOAST_DURATION_MS = 8000;
export const DEFAULT_ORGANIZATION_ID = 'DEFAULT';
export const DEFAULT_CURRICULUM_ID = 'DEFAULT';

export * from './api.js';
export * from './routes.js';
export * from './roles.js';
export * from './users.js';
export * from './realtime.js';
export * from './messages.js';
export * from './lists.js';
export * from './directory.js';
export * from './content.js';
export * from './slides.js';
export * from './announcements.js';
