import { describe, expect, it } from '@jest/globals';
import { packTissueMask, unpackTissueMask } from './tissue-codec.js';

describe('the tissue mask codec', () => {
  it('round-trips a mask whose length is not a multiple of 8, bit for bit', () => {
    const mask = Uint8Array.from({ length: 77 }, (_, i) => (i % 3 === 0 || i === 76 ? 1 : 0));
    expect([...unpackTissueMask(packTissueMask(mask), 77)]).toEqual([...mask]);
  });

  it('packs eight cells a byte, lowest bit first', () => {
    // Cells 0 and 9: byte 0 = 0b00000001, byte 1 = 0b00000010.
    const mask = new Uint8Array(16);
    mask[0] = 1;
    mask[9] = 1;
    expect(packTissueMask(mask)).toBe(btoa('\u0001\u0002'));
  });

  it('refuses a text too short for the grid', () => {
    expect(() => unpackTissueMask(packTissueMask(new Uint8Array(8)), 9)).toThrow('8 bits for 9 cells');
  });
});
