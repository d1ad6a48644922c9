import { beforeEach, expect, it } from '@jest/globals';
import type { EventData } from '@cytocampus/event-store';
import type { SkillOutlierFlaggedData } from '@cytocampus/domain';
import { forEachDatabase } from '@cytocampus/testing';
import { rebuildProjection } from '../../runner/rebuild.js';
import { event, liveRecorder, snapshot } from '../../testing/harness.js';
import { skillOutliersProjection } from './skill-outliers.projection.js';

const AT = Date.parse('2026-11-22T10:00:00.000Z');
const flag: SkillOutlierFlaggedData = {
  flagId: 'f1',
  userId: 'u1',
  orgId: 'o1',
  rates: ['falseNegativeRate'],
  learner: { slides: 6, falseNegativeRate: 0.5, downgradeRate: 0, overcallRate: null },
  organization: { falseNegativeRate: 0.1, downgradeRate: 0, overcallRate: 0 },
  factor: 2,
  minSlides: 5,
  from: '2025-12',
  to: '2026-11',
  recipients: ['m1', 'm2'],
  at: AT,
};

forEachDatabase('skillOutliers read model on %s', (h) => {
  let record: (stream: string, ...events: EventData[]) => ReturnType<ReturnType<typeof liveRecorder>>;
  beforeEach(async () => {
    await h.sql.transaction((tx) => skillOutliersProjection.migrate(tx));
    record = liveRecorder(h, skillOutliersProjection, (stream) => stream);
  });

  const notices = async () => snapshot(h.sql, 'skill_outlier_notices', 'flag_id, recipient_id');
  const standing = async () => snapshot(h.sql, 'skill_outlier_standing', 'user_id');

  it('keeps a row per flag and recipient, tells each recipient’s room, marks read and mailed; a rebuild gives the same rows', async () => {
    const told = await record('skill-outliers-u1', event('SkillOutlierFlagged', flag));
    expect(told).toEqual([
      { rooms: ['user:m1'], notice: { model: 'skillOutlier', id: 'm1', version: 1 } },
      { rooms: ['user:m2'], notice: { model: 'skillOutlier', id: 'm2', version: 1 } },
    ]);
    expect(await notices()).toEqual([
      expect.objectContaining({ flag_id: 'f1', recipient_id: 'm1', user_id: 'u1', rates: ['falseNegativeRate'], read_at: null, mail: null }),
      expect.objectContaining({ flag_id: 'f1', recipient_id: 'm2', learner: flag.learner, factor: 2, from_month: '2025-12' }),
    ]);
    const read = await record('skill-outliers-u1', event('SkillOutlierNoticeRead', { flagId: 'f1', recipientId: 'm1', at: AT + 1_000 }));
    expect(read).toEqual([{ rooms: ['user:m1'], notice: { model: 'skillOutlier', id: 'm1', version: 2 } }]);
    await record('skill-outliers-u1', event('SkillOutlierMailed', { flagId: 'f1', recipientId: 'm2', outcome: 'skipped', at: AT + 2_000 }));
    await record('organization-o1', event('SkillOutlierSettingsChanged', { factor: 1.5, minSlides: 3 }));
    const rows = await notices();
    expect(rows.map((r) => [(r as { read_at: Date | null }).read_at, (r as { mail: string | null }).mail])).toEqual([
      [new Date(AT + 1_000), null],
      [null, 'skipped'],
    ]);
    expect(await snapshot(h.sql, 'skill_outlier_settings', 'org_id')).toEqual([{ org_id: 'o1', factor: 1.5, min_slides: 3 }]);
    // What each learner stands out in as recorded: a second flag adds its rates, a drop takes its own away (the last one the row).
    await record('skill-outliers-u1', event('SkillOutlierFlagged', { ...flag, flagId: 'f2', rates: ['downgradeRate'], recipients: [] }));
    await record('skill-outliers-u2', event('SkillOutlierFlagged', { ...flag, flagId: 'f3', userId: 'u2', recipients: [] }));
    await record('skill-outliers-u1', event('SkillOutlierDropped', { userId: 'u1', rates: ['falseNegativeRate'], at: AT + 3_000 }));
    expect(await standing()).toEqual([
      { user_id: 'u1', org_id: 'o1', rates: ['downgradeRate'] },
      { user_id: 'u2', org_id: 'o1', rates: ['falseNegativeRate'] },
    ]);
    await record('skill-outliers-u2', event('SkillOutlierDropped', { userId: 'u2', rates: ['falseNegativeRate'], at: AT + 4_000 }));
    expect(await standing()).toEqual([{ user_id: 'u1', org_id: 'o1', rates: ['downgradeRate'] }]);
    expect(await notices()).toHaveLength(2);

    const tables = async () => [
      await notices(),
      await snapshot(h.sql, 'skill_outlier_settings', 'org_id'),
      await snapshot(h.sql, 'skill_outlier_recipients', 'recipient_id'),
      await standing(),
    ];
    const live = await tables();
    expect(await rebuildProjection({ sql: h.sql, store: h.store, projection: skillOutliersProjection })).toMatchObject({ parked: [] });
    expect(await tables()).toEqual(live);
  });
});
