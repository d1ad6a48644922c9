import { describe, expect, it } from '@jest/globals';
import { AnalysisFileError } from '../errors.js';
import { parseAnalysisFile } from './parse-analysis-file.js';

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<AnalysisResults>
  <Header>
    <ID> ABC12345 </ID>
    <Patient><Name> Jane Doe </Name><DOB>1980-02-03</DOB><LMP>2026-10-01</LMP></Patient>
  </Header>
  <Objects>
    <Object Rank="2" X="150" Y="250"/>
    <Object Rank="1" Category="Area" X="100.4" Y="200.6"/>
    <Object><Rank>1</Rank><Type>NCRatio</Type><X>7</X><Y>8</Y></Object>
    <Group Type="Clusters">
      <Object rank="1"><Coords x="4410" y="7020"/></Object>
    </Group>
    <Object Category="Infection" X="NaN" Y="3"/>
    <Object Category="Mitoses" X="1" Y="3"/>
  </Objects>
</AnalysisResults>`;

describe('parseAnalysisFile: XML', () => {
  it('reads the header (accession and patient) and ranked objects', () => {
    const parsed = parseAnalysisFile(Buffer.from(XML), 'slide.csv');
    expect(parsed.format).toBe('xml');
    expect(parsed.accession).toBe('ABC12345');
    expect(parsed.patient).toEqual({ name: 'Jane Doe', dob: '1980-02-03', lmp: '2026-10-01' });
    expect(parsed.objects[0]).toEqual([
      { id: 'area-1', coords: { x: 100, y: 201 }, cat: { idx: 0, name: 'Area (Diagnostic Cells)' }, rank: 1, custom: false },
      { id: 'area-2', coords: { x: 150, y: 250 }, cat: { idx: 0, name: 'Area (Diagnostic Cells)' }, rank: 2, custom: false },
    ]);
    expect(parsed.objects[2]).toEqual([{ id: 'ncratio-1', coords: { x: 7, y: 8 }, cat: { idx: 2, name: 'NCRatio (Background)' }, rank: 1, custom: false }]);
    expect(parsed.objects[3]![0]!.coords).toEqual({ x: 4410, y: 7020 });
    expect(parsed.objects[4]).toEqual([]);
    expect(parsed.skipped).toBe(2);
    expect(parsed.metrics).toEqual({ cellCount: null, atyp: null, atypsd: null });
  });

  it('accepts patient fields directly in the header and lower-case names', () => {
    const parsed = parseAnalysisFile('<report><header id="XYZ99"><name>A B</name><dob>1970</dob></header></report>');
    expect(parsed.accession).toBe('XYZ99');
    expect(parsed.patient).toEqual({ name: 'A B', dob: '1970', lmp: '' });
    expect(parsed.objects.every((list) => list.length === 0)).toBe(true);
  });

  it('gives no patient when the header has none', () => {
    expect(parseAnalysisFile('<r><Header><ID>ABCDE</ID></Header></r>').patient).toBeNull();
  });

  it('does not expand entities without limit', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]>
      <r><Header><ID>&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;</ID></Header></r>`;
    let outcome: unknown;
    try {
      outcome = parseAnalysisFile(bomb).accession?.length;
    } catch (error) {
      outcome = error;
    }
    // Either refused, or expanded within the parser's limits: never a runaway string.
    if (typeof outcome === 'number') expect(outcome).toBeLessThanOrEqual(100_000);
    else expect(outcome).toBeInstanceOf(Error);
  });

  it('refuses malformed XML with the parse message', () => {
    expect(() => parseAnalysisFile('<a><b></a>')).toThrow(AnalysisFileError);
    expect(() => parseAnalysisFile('<a><b></a>')).toThrow('Could not parse provided metadata file. Make sure file is valid XML or JSON format.');
  });
});
