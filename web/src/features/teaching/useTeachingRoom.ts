import { useEffect, useEffectEvent, useRef } from 'react';
import type { TeachingPointer, TeachingView } from '@cytocampus/contracts';
import { sharedSocket } from '../../realtime/sharedSocket';
import type { AppSocket } from '../../realtime/socket';

export type RelayedView = TeachingView & { by: string };

interface RoomHandlers {
  onView: (view: RelayedView) => void;
  onPointer: (pointer: TeachingPointer & { by: string }) => void;
  /** The server let this tab in (again, after a reconnect): catch up on what changed meanwhile. */
  onWatched: () => void;
}

/**
 * Keeps this tab in a session's room on the store's one socket (again after every reconnect) and
 * hears the relayed views and pointer; answers how to send the own (the server relays them only
 * while this user holds control). Motion is volatile: nothing here is stored.
 */
export function useTeachingRoom(sessionId: string, enabled: boolean, handlers: RoomHandlers) {
  const socketRef = useRef<AppSocket | null>(null);
  const onView = useEffectEvent(handlers.onView);
  const onPointer = useEffectEvent(handlers.onPointer);
  const onWatched = useEffectEvent(handlers.onWatched);

  useEffect(() => {
    if (!enabled) return;
    let stopSocket: (() => void) | null = null;
    const stopFollowing = sharedSocket.follow((socket) => {
      stopSocket?.();
      stopSocket = null;
      socketRef.current = socket;
      if (!socket) return;
      const watch = () =>
        socket.emit('teaching:watch', sessionId, ({ allowed, view }) => {
          if (!allowed) return;
          onWatched();
          if (view) onView(view);
        });
      const view = (relayed: RelayedView) => relayed.sessionId === sessionId && onView(relayed);
      const pointer = (relayed: TeachingPointer & { by: string }) => relayed.sessionId === sessionId && onPointer(relayed);
      socket.on('connect', watch);
      socket.on('teaching:view', view);
      socket.on('teaching:pointer', pointer);
      if (socket.connected) watch();
      stopSocket = () => {
        socket.off('connect', watch);
        socket.off('teaching:view', view);
        socket.off('teaching:pointer', pointer);
        socket.emit('teaching:unwatch', sessionId);
      };
    });
    return () => {
      stopSocket?.();
      stopFollowing();
      socketRef.current = null;
    };
  }, [sessionId, enabled]);

  return {
    sendView: (view: Omit<TeachingView, 'sessionId'>) => socketRef.current?.emit('teaching:view', { ...view, sessionId }),
    sendPointer: (x: number, y: number) => socketRef.current?.emit('teaching:pointer', { sessionId, x, y }),
  };
}
