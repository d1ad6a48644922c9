import { describe, expect, it } from '@jest/globals';
import {
  COUNTRIES,
  COUNTRY_CODES,
  EXPERIENCE,
  GENDERS,
  isCountryCode,
  JOB_TITLES,
  labelOf,
  PROFESSIONS,
  REFERRAL_SOURCES,
  TITLES,
  UPDATE_EMAIL_MODES,
  valuesOf,
  ZOOM_LEVELS,
} from '../index.js';

describe('reference lists', () => {
  it('lists the 249 ISO 3166-1 alpha-2 codes, each once, each with a name', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const { value, label } of COUNTRIES) {
      expect(value).toMatch(/^[A-Z]{2}$/);
      expect(label.trim()).not.toBe('');
    }
    expect(labelOf(COUNTRIES, 'US')).toBe('United States');
    expect(labelOf(COUNTRIES, 'CI')).toBe("Côte d'Ivoire");
    expect([isCountryCode('GB'), isCountryCode('UK'), isCountryCode('us'), isCountryCode(1)]).toEqual([true, false, false, false]);
  });

  it('orders countries by name for the dropdown', () => {
    const labels = COUNTRIES.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('holds the spec lists and labels', () => {
    expect(valuesOf(GENDERS)).toEqual(['u', 'm', 'f']);
    expect(labelOf(GENDERS, 'u')).toBe('Undeclared/Other');
    expect(valuesOf(EXPERIENCE)).toEqual(['<5', '5-10', '10-20', '>20']);
    expect(valuesOf(TITLES)).toEqual(['Mr', 'Mrs', 'Ms', 'Dr']);
    expect(valuesOf(PROFESSIONS)).toEqual(['Cytotech', 'Pathologist']);
    expect(valuesOf(JOB_TITLES)).toEqual(['Cytotech', 'Pathologist', 'Other']);
    expect(valuesOf(ZOOM_LEVELS)).toEqual([40, 20, 10]);
    expect(UPDATE_EMAIL_MODES).toEqual([
      { value: 'daily', label: 'Daily summary' },
      { value: 'instant', label: 'As they arrive' },
      { value: 'off', label: 'None' },
    ]);
    expect(valuesOf(REFERRAL_SOURCES)).toEqual([
      'Trade Show',
      'Customer Visit',
      'Sponsored Workshop',
      'Sales Representative',
      'Advertising',
      'Word of Mouth',
      'Other...',
    ]);
  });
});
