import pg from 'pg';

/**
 * One table of text-format value parsers shared by both drivers, so a row reads the same from
 * node-postgres and from PGlite: int8, numeric and xid8 as strings (no precision loss),
 * timestamptz/timestamp/date as Date, json/jsonb parsed, bytea as Buffer. PGlite derives its
 * array parsers from the scalar ones; node-postgres gets the array OIDs pinned explicitly.
 */
export type TextParser = (text: string) => unknown;

const identity: TextParser = (text) => text;
const pgDefault = (oid: number): TextParser => pg.types.getTypeParser(oid, 'text') as TextParser;
const textArray = pgDefault(1009);

const PINNED = new Map<number, TextParser>([
  [20, identity], // int8
  [1700, identity], // numeric
  [5069, identity], // xid8
  [1016, textArray], // int8[]
  [1231, textArray], // numeric[] (node-postgres would give floats)
  [271, textArray], // xid8[]
]);

/** Scalar OIDs whose parsing PGlite takes from this table rather than from its own defaults. */
const SCALAR_OIDS = [16, 17, 20, 21, 23, 25, 26, 114, 700, 701, 1042, 1043, 1082, 1114, 1184, 1186, 1700, 3802, 5069];

export function textParserFor(oid: number): TextParser {
  return PINNED.get(oid) ?? pgDefault(oid);
}

export function pgliteParsers(): Record<number, TextParser> {
  return Object.fromEntries(SCALAR_OIDS.map((oid) => [oid, textParserFor(oid)]));
}

/** node-postgres per-client `types` (no change to pg's global type registry). */
export const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    format === 'binary' ? (pg.types.getTypeParser(oid, 'binary') as (value: Buffer) => unknown) : textParserFor(oid)) as pg.CustomTypesConfig['getTypeParser'],
};
