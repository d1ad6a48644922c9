import { describe, expect, it } from '@jest/globals';
import { proficiencyOf, ptTimeLimitMinutes } from './proficiency.js';

describe('a slide test’s proficiency settings', () => {
  it('are read only when enabled with a size of 10 or 20', () => {
    expect(proficiencyOf({})).toBeNull();
    expect(proficiencyOf({ proficiency: { enabled: false, size: 10 } })).toBeNull();
    expect(proficiencyOf({ proficiency: { enabled: true, size: 12 } })).toBeNull();
    expect(proficiencyOf({ proficiency: { enabled: true, size: 20, pool: '', timeLimit: 90 } })).toEqual({ enabled: true, size: 20, timeLimit: 90 });
    expect(proficiencyOf({ proficiency: { enabled: true, size: 10, pool: 'pt' } })).toEqual({ enabled: true, size: 10, pool: 'pt' });
  });

  it('take 2 hours for 10 slides and 4 for 20 unless a time limit is set', () => {
    expect(ptTimeLimitMinutes({ size: 10 })).toBe(120);
    expect(ptTimeLimitMinutes({ size: 20 })).toBe(240);
    expect(ptTimeLimitMinutes({ size: 20, timeLimit: 30 })).toBe(30);
  });
});
