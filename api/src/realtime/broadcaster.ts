import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import {
  orgRoom,
  slideRoom,
  userRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SessionEndReason,
  type SlideChangedNotice,
  type UploadChangedNotice,
  type UploadProgressNotice,
} from '@cytocampus/contracts';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;

/** Room of the sockets opened with one session (so signing out one tab ends only that session). */
export const sessionRoom = (sessionHash: string): string => `session:${sessionHash}`;

/**
 * Pushes small notices to rooms. Callers push only after the change is committed and the read
 * models they describe have applied it. With the Redis adapter every API process delivers them.
 */
@Injectable()
export class Broadcaster {
  private server: RealtimeServer | null = null;

  attach(server: RealtimeServer): void {
    this.server = server;
  }

  userChanged(userId: string, version: number): void {
    this.server?.to(userRoom(userId)).emit('user:changed', { userId, version });
  }

  announcementChanged(updated: number): void {
    this.server?.emit('announcement:changed', { updated });
  }

  /** Progress of one of the user's uploads; the uploads module throttles it (spec: 1000 ms). */
  uploadProgress(userId: string, notice: UploadProgressNotice): void {
    this.server?.to(userRoom(userId)).emit('upload:progress', notice);
  }

  uploadChanged(userId: string, notice: UploadChangedNotice): void {
    this.server?.to(userRoom(userId)).emit('upload:changed', notice);
  }

  /** A slide's status or processing progress, to those watching it (the content module throttles progress). */
  slideChanged(notice: SlideChangedNotice): void {
    this.server?.to(slideRoom(notice.id)).emit('slide:changed', notice);
  }

  toOrganization(orgId: string): ReturnType<RealtimeServer['to']> | null {
    return this.server?.to(orgRoom(orgId)) ?? null;
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
