/**
 * New Sign-Ups this Week generated from read-model rows inserted into a throwaway database
 * (PostgreSQL and PGlite): the week before the report without dates, the Self-Signups kind, filters, the chart.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SqlClient } from '@cytocampus/event-store';
import { asCsv, emailOf, generate, openReadModels, PERSONAL_DATA, reportRow, seedReadModels, type Cells } from './testing/seeded-read-models.js';

const HEADER = ['Name', 'Email', 'Organization', 'Group', 'Role', 'Profession', 'Signed Up', 'Self Sign-Up'];
const ann: Cells = ['Annabel Archerly', emailOf('u-ann'), 'Alpha Lab', 'Morning Shift', 'Learner', 'Cytotechnologist', '2026-11-20 09:00', 'Yes'];
const bob: Cells = ['Bartholomew Bakersfield', emailOf('u-bob'), 'Alpha Lab', null, 'Learner', null, '2026-11-21 10:30', 'No'];
const dan: Cells = ['Dannerys Dunwoody', emailOf('u-dan'), 'Beta Lab', null, 'Learner', null, '2026-11-22 23:59', 'Yes'];
const signUps = (kind: 'Users' | 'Self-Signups' = 'Users') => ({ report_type: 'New Sign-Ups this Week', kind });
const namesOf = (rows: Cells[]) => rows.slice(1).map((row) => row[0]);

describe.each(['postgres', 'pglite'] as const)('New Sign-Ups this Week on %s', (kind) => {
  let sql: SqlClient;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sql, close } = await openReadModels(kind));
    await seedReadModels(sql);
  }, 60_000);
  afterAll(async () => close());

  it('lists the accounts created in the 7 days before the report was asked for, the same in both files', async () => {
    const out = await generate(sql, reportRow(signUps()));
    expect(out.sheetName).toBe('New Sign-Ups this Week');
    expect(out.xlsx).toEqual([HEADER, ann, bob, dan]);
    expect(out.csv).toEqual(out.xlsx.map(asCsv));
    expect(out.rows).toBe(3);
  });

  it('keeps those who registered themselves with the Self-Signups kind', async () => {
    expect((await generate(sql, reportRow(signUps('Self-Signups')))).xlsx).toEqual([HEADER, ann, dan]);
    expect(namesOf((await generate(sql, reportRow({ ...signUps('Self-Signups'), filters: { internalUsers: true } }))).xlsx)).toEqual([
      ann[0],
      'Ivyrose Inglethorp',
      dan[0],
    ]);
  });

  it("counts an account without an organization as a newcomer, not as the site's staff", async () => {
    await sql.query(
      `insert into users (id, email, role, org_id, first_name, last_name, origin, created, updated)
       values ('u-neo', 'neo@labmail.test', 'cytotechnologist', null, 'Neoma', 'Newcomb', 'registration', '2026-11-22T08:00:00Z', '2026-11-22T08:00:00Z')`,
    );
    try {
      // Ivyrose, a member of the site's own organization, stays out until internal users are asked for.
      expect(namesOf((await generate(sql, reportRow(signUps('Self-Signups')))).xlsx)).toEqual([ann[0], 'Neoma Newcomb', dan[0]]);
    } finally {
      await sql.query(`delete from users where id = 'u-neo'`);
    }
  });

  it('charts sign-ups per day over the window, days without any included', async () => {
    const { chart } = await generate(sql, reportRow(signUps()));
    expect(chart).toEqual({
      title: 'Sign-ups per day',
      xLabel: 'Day',
      yLabel: 'Sign-ups',
      bars: [16, 17, 18, 19, 20, 21, 22, 23].map((day) => ({ label: `2026-11-${day}`, value: [20, 21, 22].includes(day) ? 1 : 0 })),
    });
  });

  it('applies the dates to the creation, the role level, the target and the chosen organizations', async () => {
    const dated = await generate(sql, reportRow({ ...signUps(), filters: { startDate: '2026-10-01', endDate: '2026-11-30' } }));
    expect(namesOf(dated.xlsx)).toEqual(['Catriona Colebrook', 'Evangelina Everdeen', ann[0], bob[0], dan[0]]);
    expect(dated.chart.bars).toHaveLength(61);
    expect(namesOf((await generate(sql, reportRow({ ...signUps(), filters: { startDate: '2026-10-01', userLevel: 1 } }))).xlsx)).toEqual([
      ann[0],
      bob[0],
      dan[0],
    ]);
    expect(namesOf((await generate(sql, reportRow({ ...signUps(), filters: { userLevel: 4 } }))).xlsx)).toEqual([
      'Susannah Stonehaven',
      ann[0],
      bob[0],
      dan[0],
    ]);
    expect(namesOf((await generate(sql, reportRow({ ...signUps(), filters: { internalUsers: true } }))).xlsx)).toEqual([
      ann[0],
      bob[0],
      'Ivyrose Inglethorp',
      dan[0],
    ]);
    expect(namesOf((await generate(sql, reportRow({ ...signUps(), target: { orgId: 'org-b', groupId: null } }))).xlsx)).toEqual([dan[0]]);
    expect(namesOf((await generate(sql, reportRow({ ...signUps(), target: { orgId: null, groupId: 'g-morning' } }))).xlsx)).toEqual([ann[0]]);
    const chosen = await generate(sql, reportRow({ ...signUps(), filter_orgs: [{ orgId: 'org-a', orgName: 'Alpha Lab' }] }));
    expect(namesOf(chosen.xlsx)).toEqual([ann[0], bob[0]]);
  });

  it('leaves the name and e-mail columns out of an anonymous report', async () => {
    const out = await generate(sql, reportRow({ ...signUps(), options: { anonymous: true }, filters: { internalUsers: true, userLevel: 4 } }));
    expect(out.xlsx[0]).toEqual(HEADER.slice(2));
    expect(out.xlsx[1]).toEqual(['Alpha Lab', null, 'Astronaut', null, '2026-11-19 12:00', 'No']);
    for (const text of [out.xlsxText, out.csvText, JSON.stringify(out.chart)]) for (const personal of PERSONAL_DATA) expect(text).not.toContain(personal);
  });
});
