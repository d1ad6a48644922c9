import { useEffect, useEffectEvent } from 'react';
import type { ItemRooms } from './itemRooms';

/**
 * Keeps this tab in the rooms of the items a screen shows, so their notices reach its cache
 * entries; `onJoined(key)` runs each time the server let it into one (to catch up on what changed
 * before it listened).
 */
export function useItemRooms(rooms: ItemRooms, keys: readonly string[], onJoined: (key: string) => void = () => undefined): void {
  const joined = useEffectEvent(onJoined);
  const all = [...keys].sort().join(' ');
  useEffect(() => {
    if (!all) return;
    const stops = all.split(' ').map((key) => rooms.watch(key, () => joined(key)));
    return () => stops.forEach((stop) => stop());
  }, [rooms, all]);
}
