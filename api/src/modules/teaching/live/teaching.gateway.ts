import { Inject } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import type { Socket } from 'socket.io';
import { teachingRoom, type ClientToServerEvents, type ServerToClientEvents, type TeachingPointer, type TeachingView } from '@cytocampus/contracts';
import { SessionsService } from '../../../auth/sessions.service.js';
import { isRefusal } from '../../../http/api-exception.js';
import type { Logger } from '../../../infra/logger.js';
import { LOGGER } from '../../../infra/tokens.js';
import type { RealtimeServer } from '../../../realtime/broadcaster.js';
import { sessionTokenOf } from '../../../realtime/realtime.gateway.js';
import { TeachingSessions } from '../shared/teaching-sessions.js';
import { TeachingControl } from './teaching-control.js';

type ClientSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const sessionIdOk = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(value);

/** A well-formed view, reduced to its fields (nothing else of the sender's is relayed). */
function viewOf(raw: unknown): TeachingView | null {
  const v = raw as Partial<TeachingView> | null;
  if (!v || !sessionIdOk(v.sessionId) || !v.center || !finite(v.center.x) || !finite(v.center.y)) return null;
  if (!finite(v.magnification) || !finite(v.rotation) || typeof v.flipped !== 'boolean' || !finite(v.gamma) || !finite(v.at)) return null;
  return {
    sessionId: v.sessionId,
    center: { x: v.center.x, y: v.center.y },
    magnification: v.magnification,
    rotation: v.rotation,
    flipped: v.flipped,
    gamma: v.gamma,
    at: v.at,
  };
}

function pointerOf(raw: unknown): TeachingPointer | null {
  const p = raw as Partial<TeachingPointer> | null;
  return p && sessionIdOk(p.sessionId) && finite(p.x) && finite(p.y) ? { sessionId: p.sessionId, x: p.x, y: p.y } : null;
}

/**
 * Live teaching's motion (docs/adr/0030): 'teaching:watch' lets the instructor and the session's
 * participants into its room (the session's notices and the relayed views); 'teaching:view' and
 * 'teaching:pointer' from the one holding control are relayed volatile to the room (through the
 * Redis adapter when there is one, so they reach every process), and never stored.
 */
@WebSocketGateway({ cors: false, serveClient: false })
export class TeachingGateway implements OnGatewayInit<RealtimeServer> {
  /** Per socket: its user and the sessions it watches. */
  private readonly watching = new WeakMap<ClientSocket, { userId: string; sessions: Set<string> }>();

  constructor(
    private readonly sessions: SessionsService,
    private readonly teaching: TeachingSessions,
    private readonly control: TeachingControl,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  afterInit(server: RealtimeServer): void {
    server.on('connection', (socket: ClientSocket) => {
      socket.on('teaching:watch', (sessionId, ack) => {
        void this.watch(socket, sessionId).then(
          (allowed) => typeof ack === 'function' && ack({ allowed, view: allowed ? this.control.lastView(sessionId) : null }),
        );
      });
      socket.on('teaching:unwatch', (sessionId) => {
        if (typeof sessionId !== 'string') return;
        this.watching.get(socket)?.sessions.delete(sessionId);
        void socket.leave(teachingRoom(sessionId));
      });
      socket.on('teaching:view', (raw) => void this.relayView(socket, raw));
      socket.on('teaching:pointer', (raw) => void this.relayPointer(socket, raw));
    });
  }

  /** The caller runs the session or joined it (an admin too must join first). */
  private async watch(socket: ClientSocket, sessionId: unknown): Promise<boolean> {
    if (!sessionIdOk(sessionId)) return false;
    try {
      const principal = await this.sessions.principal(sessionTokenOf(socket));
      if (!principal) return false;
      const row = await this.teaching.readable(principal, sessionId);
      if (row.instructor_id !== principal.userId && !row.participants.some((p) => p.userId === principal.userId)) return false;
      const entry = this.watching.get(socket) ?? { userId: principal.userId, sessions: new Set<string>() };
      entry.sessions.add(sessionId);
      this.watching.set(socket, entry);
      await socket.join(teachingRoom(sessionId));
      return true;
    } catch (error) {
      if (!isRefusal(error)) this.logger.error({ err: error, sessionId }, 'teaching watch failed');
      return false;
    }
  }

  /** The sender's user when it watches the session and holds its control now. */
  private async controller(socket: ClientSocket, sessionId: string): Promise<string | null> {
    const entry = this.watching.get(socket);
    if (!entry?.sessions.has(sessionId)) return null;
    return (await this.control.holds(sessionId, entry.userId)) ? entry.userId : null;
  }

  private async relayView(socket: ClientSocket, raw: unknown): Promise<void> {
    const view = viewOf(raw);
    const by = view && (await this.controller(socket, view.sessionId));
    if (!view || !by) return;
    const relayed = { ...view, by };
    this.control.rememberView(relayed);
    socket.volatile.to(teachingRoom(view.sessionId)).emit('teaching:view', relayed);
  }

  private async relayPointer(socket: ClientSocket, raw: unknown): Promise<void> {
    const pointer = pointerOf(raw);
    const by = pointer && (await this.controller(socket, pointer.sessionId));
    if (pointer && by) socket.volatile.to(teachingRoom(pointer.sessionId)).emit('teaching:pointer', { ...pointer, by });
  }
}
