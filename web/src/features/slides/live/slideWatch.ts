import type { SlideChangedNotice } from '@cytocampus/contracts';
import { connectSocket, type AppSocket, type SocketFactory } from '../../../realtime/socket';

/**
 * Follows one slide's status while its page is open: joins the slide's room with 'slide:watch'
 * (again after every reconnect, since rooms do not survive one) and hands each 'slide:changed'
 * of that slide to `onNotice`; `onJoined` runs once the server let it in (each time), so the page
 * can catch up on what changed before it was listening. The returned function sends
 * 'slide:unwatch' and closes.
 *
 * Its own connection: the store's one socket (realtime/realtimeMiddleware) has no way for a page
 * to emit yet (ADR 0017). When it gains one, only this file changes.
 */
export function watchSlide(slideId: string, onNotice: (notice: SlideChangedNotice) => void, onJoined: () => void = () => undefined, factory: SocketFactory = connectSocket): () => void {
  const socket: AppSocket = factory();
  const join = () =>
    socket.emit('slide:watch', slideId, (allowed) => {
      if (allowed) onJoined();
    });
  const receive = (notice: SlideChangedNotice) => {
    if (notice.id === slideId) onNotice(notice);
  };
  socket.on('connect', join);
  socket.on('slide:changed', receive);
  if (socket.connected) join();
  return () => {
    socket.off('connect', join);
    socket.off('slide:changed', receive);
    if (socket.connected) socket.emit('slide:unwatch', slideId);
    socket.disconnect();
  };
}
