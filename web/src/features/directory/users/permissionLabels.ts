/** Words the camel-cased permission names abbreviate. */
const WORDS: Readonly<Record<string, string>> = { ct: 'CT', org: 'Org', orgthreads: 'Org Threads', perms: 'Permissions' };

/**
 * How a permission reads on its switch: its name split into words ('readOrgUserDetails' →
 * 'Read Org User Details'). The catalogue names are the contract; these labels are only display.
 */
export function permissionLabel(name: string): string {
  return name
    .split(/(?=[A-Z])/)
    .map((word) => WORDS[word.toLowerCase()] ?? `${word.charAt(0).toUpperCase()}${word.slice(1)}`)
    .join(' ');
}
