import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AnalysisFileError } from '../errors.js';
import { OOI_CATEGORIES, findCategory, type OoiCategory } from './categories.js';
import { ObjectCollector } from './object-collector.js';
import type { ParsedAnalysis } from './types.js';

/**
 * The XML analysis format: a header (ID = accession number, patient name, dob, lmp) and ranked
 * objects with pixel coordinates. The spec gives no schema, so we read it tolerantly: names are
 * case-insensitive, values may be attributes or child elements, e.g.
 *
 *   <AnalysisResults>
 *     <Header><ID>ABC12345</ID><Patient><Name>Jane Doe</Name><DOB>1980-02-03</DOB><LMP>2026-10-01</LMP></Patient></Header>
 *     <Objects>
 *       <Object Rank="1" Category="Area" X="1520" Y="880"/>
 *       <Group Type="Clusters"><Object><Rank>1</Rank><X>4410</X><Y>7020</Y></Object></Group>
 *     </Objects>
 *   </AnalysisResults>
 *
 * An object's category comes from its own Category/Type attribute or element, else from the
 * enclosing Group; objects with none are diagnostic cells (Area), the list the format ranks.
 * A document with neither a header nor objects is not an analysis file.
 */
interface XmlNode {
  name: string;
  attrs: Map<string, string>;
  text: string;
  children: XmlNode[];
}

const OBJECT_NAMES = new Set(['object', 'ooi', 'objectofinterest']);
const CATEGORY_KEYS = ['category', 'type', 'grouptype', 'group', 'cat'];

const unparseable = (why: string): never => {
  throw new AnalysisFileError('unparseable', why);
};

function toNodes(items: unknown): XmlNode[] {
  if (!Array.isArray(items)) return [];
  const nodes: XmlNode[] = [];
  for (const item of items as Record<string, unknown>[]) {
    const name = Object.keys(item).find((k) => k !== ':@');
    if (!name || name === '#text' || name.startsWith('?')) continue;
    const attrs = new Map<string, string>();
    for (const [k, v] of Object.entries((item[':@'] ?? {}) as Record<string, unknown>)) attrs.set(k.replace(/^@_/, '').toLowerCase(), String(v).trim());
    const content = item[name] as Record<string, unknown>[];
    const text = Array.isArray(content)
      ? content
          .filter((c) => '#text' in c)
          .map((c) => String(c['#text']))
          .join('')
          .trim()
      : '';
    nodes.push({ name: name.toLowerCase(), attrs, text, children: toNodes(content) });
  }
  return nodes;
}

function find(nodes: XmlNode[], name: string): XmlNode | undefined {
  for (const n of nodes) {
    if (n.name === name) return n;
    const inner = find(n.children, name);
    if (inner) return inner;
  }
  return undefined;
}

/** An attribute or a child element's text, by any of the given names. */
function value(node: XmlNode | undefined, names: string[]): string | undefined {
  if (!node) return undefined;
  for (const name of names) {
    const v = node.attrs.get(name) ?? node.children.find((c) => c.name === name)?.text;
    if (v !== undefined && v !== '') return v;
  }
  return undefined;
}

function coordinate(node: XmlNode, axis: 'x' | 'y'): string | undefined {
  return (
    value(node, [axis, `pos${axis}`]) ??
    value(
      node.children.find((c) => ['coords', 'position', 'location', 'point'].includes(c.name)),
      [axis],
    )
  );
}

const numberOrNull = (text: string | undefined): number | null => {
  if (text === undefined) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};

function collectObjects(nodes: XmlNode[], inherited: OoiCategory | null | undefined, into: ObjectCollector): number {
  let found = 0;
  for (const node of nodes) {
    const named = value(node, CATEGORY_KEYS);
    if (OBJECT_NAMES.has(node.name)) {
      found++;
      const category = named === undefined ? (inherited === undefined ? OOI_CATEGORIES[0] : inherited) : findCategory(named);
      if (!category) into.skip();
      else into.add(category, numberOrNull(coordinate(node, 'x')), numberOrNull(coordinate(node, 'y')), numberOrNull(value(node, ['rank'])));
      continue;
    }
    const groupCategory = node.name === 'group' && named !== undefined ? (findCategory(named) ?? null) : inherited;
    found += collectObjects(node.children, groupCategory, into);
  }
  return found;
}

export function parseXmlAnalysis(text: string): ParsedAnalysis {
  const valid = XMLValidator.validate(text);
  if (valid !== true) return unparseable(`XML: ${valid.err.msg} at line ${valid.err.line}`);
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    processEntities: { enabled: true, maxTotalExpansions: 1000, maxExpandedLength: 100_000 },
  });
  const root = toNodes(parser.parse(text));
  const header = find(root, 'header');
  const patientNode = find(header?.children ?? [], 'patient') ?? header;
  const objects = new ObjectCollector();
  const found = collectObjects(root, undefined, objects);
  if (!header && found === 0) return unparseable('XML has neither a header nor objects');
  const patient = {
    name: value(patientNode, ['name', 'patientname']) ?? '',
    dob: value(patientNode, ['dob', 'dateofbirth', 'birthdate']) ?? '',
    lmp: value(patientNode, ['lmp']) ?? '',
  };
  return {
    format: 'xml',
    algorithmVersion: null,
    accession: value(header, ['id', 'accession', 'accessionnumber']) ?? null,
    patient: patient.name || patient.dob || patient.lmp ? patient : null,
    metrics: { cellCount: null, atyp: null, atypsd: null },
    objects: objects.lists(),
    skipped: objects.skipped,
  };
}
