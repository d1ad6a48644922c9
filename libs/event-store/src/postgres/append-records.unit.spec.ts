import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { EventData } from '../types.js';
import { UnstorableEventError } from '../storable-json.js';
import { appendRecords } from './append-records.js';

// Every awkward character a read model can still store (NUL and lone surrogates are refused below).
const hostile = '\u001e\u001f\u0001 \n\t"quoted" \'single\' \\ \\u001e \\u0000 \\\\ud83d 😀 \u2028';
const event = (type: string, data: unknown): EventData => ({
  id: randomUUID(),
  type,
  data,
  metadata: { occurredAt: hostile, actorId: null, orgId: hostile, correlationId: randomUUID(), causationId: null },
});

describe('appendRecords', () => {
  it('separates records and fields only where it means to, whatever the events contain', () => {
    const events = [
      event(hostile, { [hostile]: [hostile, 1, null, { nested: hostile }] }),
      event('Plain', null),
      event('Undefined data', undefined),
      event('', ''),
    ];
    const records = appendRecords('s-1', events).split('\u001e');
    expect(records).toHaveLength(events.length);
    records.forEach((record, n) => {
      const fields = record.split('\u001f');
      expect(fields).toHaveLength(4);
      const [id, type, data, metadata] = fields as [string, string, string, string];
      const original = events[n]!;
      expect(id).toBe(original.id);
      expect(JSON.parse(type)).toBe(original.type);
      expect(JSON.parse(data)).toEqual(original.data ?? null);
      expect(JSON.parse(metadata)).toEqual(original.metadata);
      // The stored json text is exactly what JSON.stringify writes.
      expect(data).toBe(JSON.stringify(original.data ?? null));
    });
  });

  it('refuses data that has no JSON text', () => {
    expect(() => appendRecords('s-1', [event('Fn', () => 1)])).toThrow(TypeError);
  });

  it.each([
    ['a NUL in data', { name: 'a\u0000b' }],
    ['a NUL in a key', { ['k\u0000']: 1 }],
    ['a lone high surrogate', ['x\ud83d']],
    ['a lone low surrogate after an escaped backslash', 'x\\\ude00'],
  ])('refuses %s, which no read model could store', (_, data) => {
    expect(() => appendRecords('s-1', [event('Plain', null), event('Bad', data)])).toThrow(UnstorableEventError);
  });
});
