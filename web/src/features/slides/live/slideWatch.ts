import type { SlideChangedNotice } from '@cytocampus/contracts';
import { sharedSocket, type SharedSocket } from '../../../realtime/sharedSocket';
import type { AppSocket } from '../../../realtime/socket';

/**
 * Follows one slide's status while its page is open, on the store's one connection: joins the
 * slide's room with 'slide:watch' (again after every reconnect, since rooms do not survive one, and
 * on the next connection after a change of user) and hands each 'slide:changed' of that slide to
 * `onNotice`; `onJoined` runs once the server let it in (each time), so the page can catch up on
 * what changed before it was listening. The returned function sends 'slide:unwatch' and lets go.
 */
export function watchSlide(slideId: string, onNotice: (notice: SlideChangedNotice) => void, onJoined: () => void = () => undefined, shared: SharedSocket = sharedSocket): () => void {
  let socket: AppSocket | null = null;
  const join = () =>
    socket?.emit('slide:watch', slideId, (allowed) => {
      if (allowed) onJoined();
    });
  const receive = (notice: SlideChangedNotice) => {
    if (notice.id === slideId) onNotice(notice);
  };
  const release = () => {
    socket?.off('connect', join);
    socket?.off('slide:changed', receive);
    socket = null;
  };
  const unfollow = shared.follow((next) => {
    release();
    socket = next;
    socket?.on('connect', join);
    socket?.on('slide:changed', receive);
    if (socket?.connected) join();
  });
  return () => {
    unfollow();
    if (socket?.connected) socket.emit('slide:unwatch', slideId);
    release();
  };
}
