export * from './coverage.js';
export * from './sightings.js';
export * from './replay-events.js';
export * from './tissue-codec.js';
