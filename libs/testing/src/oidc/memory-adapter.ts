import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * oidc-provider's storage in one Map per provider start. Its built-in memory adapter does the same
 * but warns on every start that it is not for production (a test fixture knows), and caps itself at
 * 1,000 entries, which a bench of hundreds of sign-ins would overrun.
 */
export function memoryAdapter(): AdapterFactory {
  const entries = new Map<string, Entry>();
  const sessionsByUid = new Map<string, string>();
  const keysByGrant = new Map<string, Set<string>>();

  const read = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) entries.delete(key);
    return entries.get(key)?.payload;
  };

  return (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      upsert(id, payload, expiresIn) {
        const key = keyOf(id);
        entries.set(key, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
        if (model === 'Session' && payload.uid) sessionsByUid.set(payload.uid, id);
        // Revoking a grant (a code replayed, a logout) removes every token issued under it.
        if (payload.grantId) keysByGrant.set(payload.grantId, (keysByGrant.get(payload.grantId) ?? new Set()).add(key));
        return Promise.resolve();
      },
      find: (id) => Promise.resolve(read(keyOf(id))),
      findByUid(uid) {
        const id = sessionsByUid.get(uid);
        return Promise.resolve(id === undefined ? undefined : read(keyOf(id)));
      },
      // The device flow, the only user of user codes, is off.
      findByUserCode: () => Promise.resolve(undefined),
      consume(id) {
        const payload = read(keyOf(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
        return Promise.resolve();
      },
      destroy(id) {
        entries.delete(keyOf(id));
        return Promise.resolve();
      },
      revokeByGrantId(grantId) {
        for (const key of keysByGrant.get(grantId) ?? []) entries.delete(key);
        keysByGrant.delete(grantId);
        return Promise.resolve();
      },
    };
  };
}
