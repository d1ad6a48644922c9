import { STATUS_AFTER, type ContentCreated, type SlideEvent } from '@cytocampus/domain';
import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import { perEvent, streamEntityId, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';
import { slideNotices } from './slide-notices.js';

type Data<T extends SlideEvent['type']> = Extract<SlideEvent, { type: T }>['data'];
const data = <T extends SlideEvent['type']>(event: RecordedEvent): Data<T> => event.data as Data<T>;

/** Sets columns of the slide's row; the status follows the event (STATUS_AFTER). */
function setSlide(db: SqlExecutor, event: RecordedEvent, assignments: string[] = [], values: unknown[] = []) {
  const status = STATUS_AFTER[event.type as SlideEvent['type']];
  const sets = [...assignments, ...(status ? [`status = '${status}'`] : []), 'updated = $2', 'version = version + 1'];
  return db.query(`update slides set ${sets.join(', ')} where id = $1`, [streamEntityId(event), event.metadata.occurredAt, ...values]);
}

const INSERT_OBJECT = `insert into slide_objects (slide_id, id, cat_idx, rank, x, y, custom) values ($1, $2, $3, $4, $5, $6, $7)
  on conflict (slide_id, id) do update set cat_idx = excluded.cat_idx, rank = excluded.rank, x = excluded.x, y = excluded.y, custom = excluded.custom`;

/**
 * The slide side of a slide revision (its base fields are in content_items): image status and
 * processing outcome, its tissue mask ({grid, mask} as SlideTissueMapped carries it, for the audit's
 * coverage), and the objects of interest one row each, for the detail tabs and the viewer.
 */
export const slidesProjection: Projection<'slides'> = {
  name: 'slides',
  // 2: the tissue mask (SlideTissueMapped).
  version: 2,
  tables: ['slides', 'slide_objects'],
  notices: (db, events) => slideNotices(db, events, true),
  migrate: (db) =>
    execAll(db, [
      `create table if not exists slides (
        id text primary key,
        item_id text not null,
        status text not null,
        error text,
        upload_id text,
        file_name text,
        bytes bigint,
        image jsonb,
        tissue jsonb,
        attempts int not null default 0,
        created timestamptz not null,
        updated timestamptz not null,
        version int not null default 1
      )`,
      `create index if not exists slides_status_idx on slides (status)`,
      `create table if not exists slide_objects (
        slide_id text not null,
        id text not null,
        cat_idx int not null,
        rank double precision not null,
        x double precision not null,
        y double precision not null,
        custom boolean not null,
        primary key (slide_id, id)
      )`,
    ]),
  ...perEvent({
    ContentCreated: (db, event) => {
      const d = event.data as ContentCreated['data'];
      if (d.type !== 'slide') return Promise.resolve();
      return db.query(`insert into slides (id, item_id, status, created, updated) values ($1, $2, 'NEW', $3, $3) on conflict (id) do nothing`, [
        d.id,
        d.itemId,
        event.metadata.occurredAt,
      ]);
    },
    ContentDeleted: async (db, event) => {
      await db.query('delete from slide_objects where slide_id = $1', [streamEntityId(event)]);
      await db.query('delete from slides where id = $1', [streamEntityId(event)]);
    },
    SlideUploadStarted: (db, event) => setSlide(db, event, ['upload_id = $3', 'error = null'], [data<'SlideUploadStarted'>(event).uploadId]),
    SlideImageAttached: (db, event) => {
      const d = data<'SlideImageAttached'>(event);
      return setSlide(db, event, ['upload_id = $3', 'file_name = $4', 'bytes = $5', 'error = null', 'attempts = 0'], [d.uploadId, d.fileName, d.bytes]);
    },
    SlideProcessingStarted: (db, event) => setSlide(db, event, ['attempts = $3', 'error = null'], [data<'SlideProcessingStarted'>(event).attempt]),
    // A new image's mask follows in the same append (SlideTissueMapped); the old image's no longer fits.
    SlideProcessed: (db, event) => setSlide(db, event, ['image = $3::jsonb', 'tissue = null'], [JSON.stringify(data<'SlideProcessed'>(event).image)]),
    SlideTissueMapped: (db, event) => setSlide(db, event, ['tissue = $3::jsonb'], [JSON.stringify(data<'SlideTissueMapped'>(event))]),
    SlideProcessingFailed: (db, event) => setSlide(db, event, ['error = $3'], [data<'SlideProcessingFailed'>(event).message]),
    SlideRequeued: (db, event) => {
      const reason = data<'SlideRequeued'>(event).reason;
      return setSlide(db, event, [`status = '${reason === 'retry' ? 'QUEUED' : reason === 'update' ? 'UPDATING' : 'MIGRATING'}'`, 'error = null']);
    },
    SlideAnalysisImported: async (db, event) => {
      const slideId = streamEntityId(event);
      await db.query('delete from slide_objects where slide_id = $1 and not custom', [slideId]);
      for (const o of data<'SlideAnalysisImported'>(event).objects.flat())
        await db.query(INSERT_OBJECT, [slideId, o.id, o.cat.idx, o.rank, o.coords.x, o.coords.y, false]);
      await setSlide(db, event);
    },
    SlideObjectAdded: async (db, event) => {
      const o = data<'SlideObjectAdded'>(event).object;
      await db.query(INSERT_OBJECT, [streamEntityId(event), o.id, o.cat.idx, o.rank, o.coords.x, o.coords.y, true]);
      await setSlide(db, event);
    },
    SlideObjectChanged: async (db, event) => {
      const d = data<'SlideObjectChanged'>(event);
      await db.query('update slide_objects set cat_idx = $3, rank = $4 where slide_id = $1 and id = $2', [streamEntityId(event), d.id, d.catIdx, d.rank]);
      await setSlide(db, event);
    },
    SlideObjectRemoved: async (db, event) => {
      await db.query('delete from slide_objects where slide_id = $1 and id = $2', [streamEntityId(event), data<'SlideObjectRemoved'>(event).id]);
      await setSlide(db, event);
    },
  }),
};
