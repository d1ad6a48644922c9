/** Up to 6 digits: 0 to 999999. */
const ALIAS_NUMBER_RANGE = 1_000_000;

const initial = (name: string): string => [...name.trim()][0]?.toUpperCase() ?? '';

/**
 * The alias given to a user without one (spec part 1 section 3): the first letters of first and
 * last name plus a random number of up to 6 digits, e.g. 'AL48213'. `randomInt(max)` answers an
 * integer from 0 to max - 1 (node's crypto.randomInt fits); injected so the rule stays pure.
 */
export function generateAlias(firstName: string, lastName: string, randomInt: (max: number) => number): string {
  const drawn = Math.floor(randomInt(ALIAS_NUMBER_RANGE));
  const number = Number.isFinite(drawn) ? Math.min(Math.max(drawn, 0), ALIAS_NUMBER_RANGE - 1) : 0;
  return `${initial(firstName)}${initial(lastName)}${number}`;
}
