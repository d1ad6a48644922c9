/**
 * What a reviewer does on a slide (view samples, object and slide clicks, gamma switches), sent in
 * batches: at most one every ACTIVITY_BATCH_MS, and one when leaving. A batch is fixed once formed
 * and resent as it was until the server answers, so a lost reply records nothing twice (the
 * server derives its events' ids from the batch id). Unsent batches are kept in storage, so a tab
 * that crashes or closes mid-send delivers them when the review opens next. Pure: the sender,
 * storage, ids and clock are injected.
 */
import { ACTIVITY_BATCH_MAX, type ReviewActivity, type ReviewActivityBatch } from '@cytocampus/contracts';

/** An activity before the recorder numbers it. */
export type Activity = ReviewActivity extends infer A ? (A extends ReviewActivity ? Omit<A, 'seq'> : never) : never;

export interface PendingBatch {
  slideId: string;
  batch: ReviewActivityBatch;
}

export interface ActivityPorts {
  /** Sends one batch; resolves true when the server kept it (or refused it for good), false to try again later. */
  send(pending: PendingBatch, leaving: boolean): Promise<boolean>;
  /** The batches not yet delivered, kept across page loads. */
  load(): PendingBatch[];
  save(batches: readonly PendingBatch[]): void;
  newId(): string;
}

export class ActivityRecorder {
  private seq = 0;
  private readonly events = new Map<string, ReviewActivity[]>();
  private queue: PendingBatch[];
  private sending = false;

  constructor(
    private readonly session: string,
    private readonly ports: ActivityPorts,
  ) {
    // Batches an earlier page could not deliver go first, as they were.
    this.queue = ports.load();
  }

  /** Notes one activity on a slide; it goes out with the next batch. */
  record(slideId: string, activity: Activity): void {
    this.seq += 1;
    const list = this.events.get(slideId) ?? [];
    list.push({ ...activity, seq: this.seq });
    this.events.set(slideId, list);
  }

  /** Batches not yet delivered (for tests and the leave warning). */
  get undelivered(): number {
    return this.queue.length + [...this.events.values()].filter((list) => list.length > 0).length;
  }

  /** Forms the waiting activity into batches and sends what is queued, one batch at a time. */
  async flush(leaving = false): Promise<void> {
    this.formBatches();
    if (leaving) {
      // The page may be gone before answers arrive: every batch goes at once (keepalive), and
      // storage keeps them in case none arrives.
      const sent = this.queue;
      const delivered = await Promise.all(sent.map((pending) => this.ports.send(pending, true)));
      this.queue = this.queue.filter((pending) => !delivered[sent.indexOf(pending)]);
      this.ports.save(this.queue);
      return;
    }
    if (this.sending) return;
    this.sending = true;
    try {
      while (this.queue.length > 0) {
        const delivered = await this.ports.send(this.queue[0]!, false);
        if (!delivered) return;
        this.queue = this.queue.slice(1);
        this.ports.save(this.queue);
      }
    } finally {
      this.sending = false;
    }
  }

  private formBatches(): void {
    for (const [slideId, list] of this.events) {
      for (let i = 0; i < list.length; i += ACTIVITY_BATCH_MAX) {
        const events = list.slice(i, i + ACTIVITY_BATCH_MAX);
        this.queue.push({ slideId, batch: { batch: this.ports.newId(), session: this.session, events } });
      }
    }
    this.events.clear();
    this.ports.save(this.queue);
  }
}
