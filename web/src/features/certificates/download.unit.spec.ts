import { describe, expect, it } from '@jest/globals';
import { printQuery } from './download';

describe('the print call of a certificate', () => {
  it('names the program number and which of its certificates, or the pair without one', () => {
    expect(printQuery({ programNumber: '510-503-26', index: 1 })).toBe('programNumber=510-503-26&index=1');
    expect(printQuery({ programNumber: null, index: 2 })).toBe('index=2');
  });
});
