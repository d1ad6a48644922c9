import type { UserHistoryEntry } from '@cytocampus/contracts';
import { reviewStream } from '@cytocampus/domain';
import type { EventStore, SqlClient } from '@cytocampus/event-store';
import { currentNames, reviewRecordsOfUser } from '@cytocampus/projections';

type Entry = Omit<UserHistoryEntry, 'actorName'>;

/** What others did to a learner's progress (docs/adr/0023): who cleared it, who marked a presentation complete. */
const PROGRESS_EVENTS = new Set(['ReviewCleared', 'ReviewMarkedComplete']);

/**
 * The progress entries of a user's history, read from their reviews' streams (the stats records
 * name them; a cleared record stays), each with the course and item it concerns and their names.
 */
export async function progressHistory(store: EventStore, sql: SqlClient, userId: string): Promise<Entry[]> {
  const reviews = await reviewRecordsOfUser(sql, userId);
  if (reviews.length === 0) return [];
  const nameOf = await currentNames(
    sql,
    reviews.flatMap((r) => [r.module_id, r.item_id]),
  );
  const entries: Entry[] = [];
  for (const review of reviews) {
    for await (const event of store.readStream(reviewStream(review.id))) {
      if (!PROGRESS_EVENTS.has(event.type)) continue;
      entries.push({
        type: event.type,
        occurredAt: event.metadata.occurredAt,
        actorId: event.metadata.actorId,
        changes: {
          moduleId: review.module_id,
          moduleName: nameOf.get(review.module_id) ?? null,
          itemId: review.item_id,
          itemName: nameOf.get(review.item_id) ?? null,
          itemType: review.item_type,
        },
      });
    }
  }
  return entries;
}
