import type { Position } from './types.js';

export const START: Position = { commit: 0n, prepare: 0n };

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** Stable text form, safe for JSON, cookies and SQL text columns: "commit/prepare". */
export function positionToString(p: Position): string {
  return `${p.commit}/${p.prepare}`;
}

export function positionFromString(s: string): Position {
  const match = /^(\d+)\/(\d+)$/.exec(s);
  if (!match) throw new Error(`Not a position: ${s}`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}
