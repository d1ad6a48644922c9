import { describe, expect, it } from '@jest/globals';
import { DEFAULT_PREFERENCES, type Preferences } from '@cytocampus/contracts';
import { applyPreferenceUpdate, effectivePreferences, preferencesUpdateSchema, validate } from '../index.js';

const errors = (input: unknown): [string | null, string][] => validate(preferencesUpdateSchema, input).errors.map((e) => [e.field, e.message]);

describe('preferences update schema', () => {
  it('accepts any subset of the preferences with their types and options', () => {
    const update = { ooiZoomLevel: 20, updateEmail: 'instant', socialAllowLab: true };
    expect(validate(preferencesUpdateSchema, update)).toEqual({ ok: true, value: update, errors: [] });
    expect(validate(preferencesUpdateSchema, {}).ok).toBe(true);
    expect(validate(preferencesUpdateSchema, DEFAULT_PREFERENCES).ok).toBe(true);
  });

  it('refuses wrong options, wrong types and unknown keys', () => {
    expect(errors({ ooiZoomLevel: 30 })).toEqual([['ooiZoomLevel', 'Must be selected']]);
    expect(errors({ updateEmail: 'weekly' })).toEqual([['updateEmail', 'Must be selected']]);
    expect(errors({ allowEmail: 'yes' })).toEqual([['allowEmail', 'Value is not valid']]);
    expect(errors({ darkMode: true })).toEqual([['darkMode', 'Property darkMode is not in defined shape']]);
  });
});

describe('applyPreferenceUpdate', () => {
  const prefs = (changes: Partial<Preferences>): Preferences => ({ ...DEFAULT_PREFERENCES, ...changes });

  it('merges independent changes', () => {
    expect(applyPreferenceUpdate(DEFAULT_PREFERENCES, { socialAllowLab: true, orgAllowName: false }, 'cytotechnologist')).toEqual(
      prefs({ socialAllowLab: true, orgAllowName: false }),
    );
  });

  it('ignores changes to the email options while allowEmail is off, and keeps their stored values', () => {
    const off = prefs({ allowEmail: false });
    expect(applyPreferenceUpdate(off, { updateEmail: 'instant', weeklyUpdateEmail: false }, 'admin')).toEqual(off);
    const turnedOff = applyPreferenceUpdate(DEFAULT_PREFERENCES, { allowEmail: false, supportEmail: false }, 'admin');
    expect(turnedOff).toEqual(prefs({ allowEmail: false }));
    expect(applyPreferenceUpdate(turnedOff, { allowEmail: true }, 'admin')).toEqual(DEFAULT_PREFERENCES);
  });

  it('applies a switch before its dependents within one batch', () => {
    const off = prefs({ allowEmail: false, ooiZoomReset: false, orgMgrAllowEmail: false });
    const update = { allowEmail: true, updateEmail: 'off', ooiZoomReset: true, ooiZoomLevel: 10, orgMgrAllowEmail: true, orgAllowEmail: true } as const;
    expect(applyPreferenceUpdate(off, update, 'manager')).toEqual(prefs(update));
  });

  it('ignores the zoom level while ooiZoomReset is off and orgAllowEmail while orgMgrAllowEmail is off', () => {
    expect(applyPreferenceUpdate(prefs({ ooiZoomReset: false }), { ooiZoomLevel: 10 }, 'cytotechnologist').ooiZoomLevel).toBe(40);
    expect(applyPreferenceUpdate(prefs({ orgMgrAllowEmail: false }), { orgAllowEmail: true }, 'cytotechnologist').orgAllowEmail).toBe(false);
  });

  it('lets only managers and above change orgReportEmails', () => {
    expect(applyPreferenceUpdate(DEFAULT_PREFERENCES, { orgReportEmails: false }, 'cytotechnologist').orgReportEmails).toBe(true);
    expect(applyPreferenceUpdate(DEFAULT_PREFERENCES, { orgReportEmails: false }, 'guest').orgReportEmails).toBe(true);
    expect(applyPreferenceUpdate(DEFAULT_PREFERENCES, { orgReportEmails: false }, 'manager').orgReportEmails).toBe(false);
    expect(applyPreferenceUpdate(DEFAULT_PREFERENCES, { orgReportEmails: false }, 'super').orgReportEmails).toBe(false);
  });

  it('does not change the stored object', () => {
    const current = prefs({});
    applyPreferenceUpdate(current, { chat: true } as unknown as Partial<Preferences>, 'admin');
    applyPreferenceUpdate(current, { allowEmail: false }, 'admin');
    expect(current).toEqual(DEFAULT_PREFERENCES);
  });
});

describe('effectivePreferences', () => {
  it('reads dependents as off while their switch is off', () => {
    const stored: Preferences = { ...DEFAULT_PREFERENCES, allowEmail: false, orgMgrAllowEmail: false, orgAllowEmail: true };
    expect(effectivePreferences(stored, 'manager')).toEqual({
      ...stored,
      updateEmail: 'off',
      weeklyUpdateEmail: false,
      organizationEmail: false,
      supportEmail: false,
      siteUsageEmail: false,
      orgReportEmails: false,
      orgAllowEmail: false,
    });
  });

  it('reads orgReportEmails as off below manager and keeps the zoom level as stored', () => {
    expect(effectivePreferences(DEFAULT_PREFERENCES, 'cytotechnologist')).toEqual({ ...DEFAULT_PREFERENCES, orgReportEmails: false });
    expect(effectivePreferences({ ...DEFAULT_PREFERENCES, ooiZoomReset: false }, 'admin').ooiZoomLevel).toBe(40);
    expect(effectivePreferences(DEFAULT_PREFERENCES, 'admin')).toEqual(DEFAULT_PREFERENCES);
  });
});
