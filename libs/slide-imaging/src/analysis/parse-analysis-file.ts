import { AnalysisFileError } from '../errors.js';
import { parseJsonAnalysis } from './json-format.js';
import { parseLenientJson } from './lenient-json.js';
import type { ParsedAnalysis } from './types.js';
import { parseXmlAnalysis } from './xml-format.js';

/**
 * Reads an analysis metadata file (spec part 3, sections 3 and 5). Pure: bytes in, slide fields
 * out, or an AnalysisFileError carrying one of the spec's three messages. The picker accepts .csv
 * and .json names, so the content decides: XML when it starts with '<', else JSON.
 */
export const ANALYSIS_FILE_MAX_BYTES = 1_000_000;

export function parseAnalysisFile(bytes: Uint8Array | string, fileName?: string): ParsedAnalysis {
  const size = typeof bytes === 'string' ? Buffer.byteLength(bytes, 'utf8') : bytes.byteLength;
  if (size >= ANALYSIS_FILE_MAX_BYTES) throw new AnalysisFileError('tooLarge', `${fileName ?? 'file'} is ${size} bytes`);
  let text: string;
  try {
    text = typeof bytes === 'string' ? bytes : new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AnalysisFileError('unparseable', 'not UTF-8 text');
  }
  text = text.replace(/^\uFEFF/, '');
  const first = text.trimStart()[0];
  if (first === '<') return parseXmlAnalysis(text);
  let doc: unknown;
  try {
    doc = parseLenientJson(text);
  } catch (error) {
    throw new AnalysisFileError('unparseable', error instanceof Error ? error.message : 'not JSON');
  }
  return parseJsonAnalysis(doc);
}
