import { describe, expect, it } from '@jest/globals';
import { domainAllowed, providerIdentity } from './claims.js';

describe('the identity of a provider sign-in', () => {
  it('reads the e-mail from the email claim, trimmed and lower-cased, with the provider’s verification', () => {
    expect(providerIdentity({ sub: 's1', email: '  Ada@Lab.TEST ', email_verified: true, given_name: 'Ada', family_name: 'Lovelace' }, 'email')).toEqual({
      subject: 's1',
      email: 'ada@lab.test',
      emailVerified: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('counts an e-mail as verified only when the provider says true', () => {
    for (const email_verified of [false, 'true', undefined]) {
      expect(providerIdentity({ sub: 's1', email: 'ada@lab.test', email_verified }, 'email').emailVerified).toBe(false);
    }
  });

  it('reads the e-mail from another claim such as upn, which the directory vouches for', () => {
    const identity = providerIdentity({ sub: 's2', upn: 'Upn.User@Lab.test', email_verified: false }, 'upn');
    expect(identity).toMatchObject({ email: 'upn.user@lab.test', emailVerified: true });
  });

  it('has no e-mail when the claim is absent, blank or not an address', () => {
    for (const email of [undefined, '   ', 'nomail', 42]) {
      expect(providerIdentity({ sub: 's3', email, email_verified: true }, 'email').email).toBeNull();
    }
  });

  it('takes the names from given_name and family_name, else from name split at its last space, else from the e-mail', () => {
    const names = (claims: Record<string, unknown>) => {
      const { firstName, lastName } = providerIdentity({ sub: 's', email: 'ada.lovelace@lab.test', ...claims }, 'email');
      return [firstName, lastName];
    };
    expect(names({ given_name: ' Ada ', family_name: 'Lovelace', name: 'Countess Lovelace' })).toEqual(['Ada', 'Lovelace']);
    expect(names({ name: 'Ada King Lovelace' })).toEqual(['Ada King', 'Lovelace']);
    expect(names({ given_name: 'Augusta', name: 'Ada King Lovelace' })).toEqual(['Augusta', 'Lovelace']);
    expect(names({})).toEqual(['Ada', 'Lovelace']);
    expect(names({ name: 'Ada' })).toEqual(['Ada', 'Lovelace']);
    expect(providerIdentity({ sub: 's', email: 'mary_ann.evans.cross@lab.test' }, 'email')).toMatchObject({ firstName: 'Mary Ann Evans', lastName: 'Cross' });
    expect(providerIdentity({ sub: 's' }, 'email')).toMatchObject({ firstName: '', lastName: '' });
  });
});

describe('allowed e-mail domains', () => {
  it('match the domain exactly, never a subdomain or a lookalike', () => {
    expect(domainAllowed('ada@lab.test', ['lab.test'])).toBe(true);
    expect(domainAllowed('ada@LAB.test', ['lab.test'])).toBe(true);
    expect(domainAllowed('ada@north.lab.test', ['lab.test'])).toBe(false);
    expect(domainAllowed('ada@evillab.test', ['lab.test'])).toBe(false);
    expect(domainAllowed('lab.test', ['lab.test'])).toBe(false);
    expect(domainAllowed('ada@lab.test', [])).toBe(false);
  });
});
