/** Injection tokens of the infrastructure every module shares. */
export const CONFIG = Symbol('Config');
export const SQL = Symbol('SqlClient');
export const EVENT_STORE = Symbol('EventStore');
export const CHECKPOINTS = Symbol('CheckpointWatcher');
export const CLOCK = Symbol('Clock');
export const LOGGER = Symbol('Logger');
export const MAILER = Symbol('Mailer');
export const RATE_LIMITS = Symbol('RateLimits');
export const SECRETS = Symbol('Secrets');
export const SEALER = Symbol('Sealer');
export const REDIS = Symbol('Redis');
