import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { UploadEntry } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { SQL } from '../../../../infra/tokens.js';
import { UploadActivity } from '../../progress/upload-activity.js';
import { listedUploads } from '../../shared/upload-rows.js';

/** The caller's recent uploads (never anyone else's), newest first. */
export class ListUploads extends Query<UploadEntry[]> {
  constructor(readonly ownerId: string) {
    super();
  }
}

@QueryHandler(ListUploads)
export class ListUploadsHandler implements IQueryHandler<ListUploads, UploadEntry[]> {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly activity: UploadActivity,
  ) {}

  async execute({ ownerId }: ListUploads): Promise<UploadEntry[]> {
    const rows = await listedUploads(this.sql, ownerId);
    return Promise.all(rows.map((row) => this.activity.entryOf(row)));
  }
}
