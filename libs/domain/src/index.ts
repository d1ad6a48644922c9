export * from './core/index.js';
export * from './users/index.js';
export * from './email-reservations/index.js';
export * from './organizations/index.js';
export * from './announcements/index.js';
export * from './groups/index.js';
export * from './content/index.js';
