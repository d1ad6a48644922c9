import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import {
  reportsRoom,
  slideRoom,
  userRoom,
  type ClientToServerEvents,
  type ReadModelChanged,
  type ReportProgressNotice,
  type ServerToClientEvents,
  type SessionEndReason,
  type SlideProgressNotice,
  type UploadProgressNotice,
} from '@cytocampus/contracts';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;

/** Room of the sockets opened with one session (so signing out one tab ends only that session). */
export const sessionRoom = (sessionHash: string): string => `session:${sessionHash}`;

/**
 * Sends to rooms. Read-model changes come from the projections' notices (ReadModelNoticeRelay);
 * what is sent here by hand is volatile (progress) or ends sessions. With the Redis adapter a
 * push from any API process reaches sockets on every one.
 */
@Injectable()
export class Broadcaster {
  private server: RealtimeServer | null = null;

  attach(server: RealtimeServer): void {
    this.server = server;
  }

  /**
   * A read-model notice to this process's own sockets in those rooms: every API process hears the
   * projections' notification and tells its own, so each client gets it once, Redis or not.
   */
  relayLocally(rooms: readonly string[], notice: ReadModelChanged): void {
    if (rooms.length > 0) this.server?.local.to([...rooms]).emit('changed', notice);
  }

  /** Progress of one of the user's uploads; the uploads module throttles it (spec: 1000 ms). */
  uploadProgress(userId: string, notice: UploadProgressNotice): void {
    this.server?.to(userRoom(userId)).emit('upload:progress', notice);
  }

  /** Processing progress of a slide, to those watching it (the content module throttles it). */
  slideProgress(notice: SlideProgressNotice): void {
    this.server?.to(slideRoom(notice.id)).emit('slide:progress', notice);
  }

  /** Generation progress of a report, to those who may read it: every report's readers and its organization's (ReportNotices throttles it). */
  reportProgress(notice: ReportProgressNotice, orgId: string | null): void {
    const rooms = orgId === null ? [reportsRoom(null)] : [reportsRoom(null), reportsRoom(orgId)];
    this.server?.to(rooms).emit('report:progress', notice);
  }

  /** Tells every tab of the user (or of one session) that the session is over, then disconnects them. */
  endSessions(target: { userId: string } | { sessionHash: string }, reason: SessionEndReason, message: string): void {
    if (!this.server) return;
    const room = 'userId' in target ? userRoom(target.userId) : sessionRoom(target.sessionHash);
    this.server.to(room).emit('session:ended', { reason, message });
    // Give the notice a moment to leave before the sockets close.
    const server = this.server;
    setTimeout(() => server.in(room).disconnectSockets(true), 250).unref();
  }
}
