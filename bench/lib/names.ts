/** Names the user benches give their generated users: every (first, last) pair once before any repeats. */
export const FIRST_NAMES = [
  'Ada',
  'Blake',
  'Casey',
  'Devon',
  'Emery',
  'Finley',
  'Harper',
  'Jordan',
  'Kai',
  'Logan',
  'Morgan',
  'Noa',
  'Parker',
  'Quinn',
  'Riley',
  'Sage',
];
export const LAST_NAMES = [
  'Nguyen',
  'Garcia',
  'Smith',
  'Okafor',
  'Rossi',
  'Kowalski',
  'Haddad',
  'Tanaka',
  'Silva',
  'Müller',
  'Dubois',
  'Ivanova',
  'Patel',
  'Cohen',
  'Larsen',
];

/** The n-th generated user's name. */
export const nameOf = (n: number) => ({
  first: FIRST_NAMES[n % FIRST_NAMES.length]!,
  last: LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length]!,
});
