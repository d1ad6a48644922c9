import { parse } from 'csv-parse/sync';
import { DomainError } from '@cytocampus/domain';
import { MSG, USER_IMPORT_COLUMNS, type ImportRow } from '@cytocampus/contracts';
import { canGrantOnCreate, roleOptionsFor, type Actor } from '@cytocampus/permissions';
import { userImportRowSchema, validate } from '@cytocampus/schema';
import type { NewAccount } from '../../shared/user-creator.js';

/** A CSV of up to about 5,000 users fits in the 1 MB request limit as JSON. */
export const IMPORT_MAX_CHARACTERS = 900_000;
export const IMPORT_MAX_ROWS = 5_000;

export const IMPORT_MSG = {
  tooLarge: `The file is too large: at most ${IMPORT_MAX_CHARACTERS.toLocaleString('en-US')} characters and ${IMPORT_MAX_ROWS.toLocaleString('en-US')} users.`,
  unreadable: 'The file could not be read as CSV with a header row.',
  missingColumns: 'The header row needs the columns email, firstName and lastName.',
  duplicate: 'This e-mail appears more than once in the file.',
  noSuchGroup: 'No group of that name in the organization.',
  roleNotAllowed: 'You are not allowed to give this role.',
} as const;

export interface PlannedRow {
  row: ImportRow;
  account: NewAccount | null;
}

/** What the planner needs to know about the organization and the addresses in use. */
export interface ImportContext {
  actor: Actor;
  orgId: string;
  groups: ReadonlyMap<string, string>;
  taken: (email: string) => Promise<boolean>;
}

const HEADER = new Map<string, string>(USER_IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c]));

function readCsv(csv: string): Record<string, string>[] {
  if (csv.length > IMPORT_MAX_CHARACTERS) throw new DomainError('invalid', IMPORT_MSG.tooLarge, 'csv');
  let records: Record<string, string>[];
  try {
    records = parse(csv, {
      columns: (names: string[]) => names.map((n) => HEADER.get(n.trim().toLowerCase()) ?? n.trim()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
      relax_column_count: true,
    });
  } catch {
    throw new DomainError('invalid', IMPORT_MSG.unreadable, 'csv');
  }
  if (records.length > IMPORT_MAX_ROWS) throw new DomainError('invalid', IMPORT_MSG.tooLarge, 'csv');
  const first = records[0];
  if (first && !['email', 'firstName', 'lastName'].every((c) => c in first)) throw new DomainError('invalid', IMPORT_MSG.missingColumns, 'csv');
  return records;
}

/**
 * Checks every row before anything is written: the row schema, duplicates within the file,
 * addresses already in use, group names of the organization and the roles the importer may give.
 */
export async function planImport(csv: string, ctx: ImportContext): Promise<PlannedRow[]> {
  const seen = new Set<string>();
  const planned: PlannedRow[] = [];
  const roles = canGrantOnCreate(ctx.actor, ctx.orgId) ? roleOptionsFor(ctx.actor) : ['cytotechnologist'];
  for (const [index, record] of readCsv(csv).entries()) {
    const parsed = validate(userImportRowSchema, Object.fromEntries(Object.entries(record).filter(([, v]) => v !== '')));
    const errors = parsed.ok ? [] : parsed.errors.map((e) => ({ field: e.field ?? 'row', message: e.message }));
    const email = (record.email ?? '').trim().toLowerCase();
    if (email && seen.has(email)) errors.push({ field: 'email', message: IMPORT_MSG.duplicate });
    else if (email && parsed.ok && (await ctx.taken(email))) errors.push({ field: 'email', message: MSG.emailExists });
    seen.add(email);
    const groupName = (record.group ?? '').trim().toLowerCase();
    const groupId = groupName ? (ctx.groups.get(groupName) ?? null) : null;
    if (groupName && groupId === null) errors.push({ field: 'group', message: IMPORT_MSG.noSuchGroup });
    if (parsed.ok && !(roles as readonly string[]).includes(parsed.value.role)) errors.push({ field: 'role', message: IMPORT_MSG.roleNotAllowed });
    const row: ImportRow = {
      line: index + 2,
      email,
      firstName: record.firstName ?? '',
      lastName: record.lastName ?? '',
      role: record.role || 'cytotechnologist',
      group: record.group ?? '',
      errors,
    };
    const account: NewAccount | null =
      parsed.ok && errors.length === 0
        ? {
            email: parsed.value.email,
            role: parsed.value.role,
            orgId: ctx.orgId,
            groupId,
            curriculum: null,
            bio: {
              firstName: parsed.value.firstName,
              lastName: parsed.value.lastName,
              lab: parsed.value.lab,
              profession: parsed.value.profession,
              country: parsed.value.country,
              postalCode: parsed.value.postalCode,
            },
            permissions: {},
            origin: 'import',
          }
        : null;
    planned.push({ row, account });
  }
  return planned;
}
