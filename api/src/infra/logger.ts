import { pino, type Logger } from 'pino';

export type { Logger };

/** One structured logger (JSON lines) for the whole process. */
export function createLogger(level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info')): Logger {
  return pino({ level, base: { app: 'cytocampus' } });
}
