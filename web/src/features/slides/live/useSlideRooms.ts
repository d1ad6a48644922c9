import { useEffect, useEffectEvent } from 'react';
import { slideRooms } from './slideWatch';

/**
 * Keeps this tab in the rooms of the slides a screen shows, so their notices reach its cache
 * entries; `onJoined(id)` runs each time the server let it into one (to catch up on what changed
 * before it listened).
 */
export function useSlideRooms(slideIds: readonly string[], onJoined: (slideId: string) => void = () => undefined): void {
  const joined = useEffectEvent(onJoined);
  const key = [...slideIds].sort().join(' ');
  useEffect(() => {
    if (!key) return;
    const stops = key.split(' ').map((id) => slideRooms.watch(id, () => joined(id)));
    return () => stops.forEach((stop) => stop());
  }, [key]);
}
