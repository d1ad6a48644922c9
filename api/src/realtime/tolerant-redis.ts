import type { RedisClientType } from 'redis';

/**
 * The Redis client the socket.io adapter is given. The adapter sends some commands without waiting
 * for them (the PUBLISH of a broadcast, SUBSCRIBE): when Redis went away with one in flight, its
 * rejection was unhandled and ended the API process (the topology's Redis restart showed it). Here
 * every command's promise gets a handler that reports it; a caller that awaits it still sees the error.
 */
export function tolerantRedis(client: RedisClientType, onError: (error: unknown) => void): RedisClientType {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]): unknown => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (property === 'duplicate') return tolerantRedis(result as RedisClientType, onError);
        if (result instanceof Promise) result.catch(onError);
        return result;
      };
    },
  });
}
