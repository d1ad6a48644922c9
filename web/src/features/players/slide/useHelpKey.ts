import { useEffect, useEffectEvent } from 'react';

const typesText = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** '?' anywhere on the screen but in a field opens the keyboard help (the viewer handles its own '?' too). */
export function useHelpKey(open: () => void): void {
  const onOpen = useEffectEvent(open);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.altKey || event.metaKey || typesText(event.target)) return;
      event.preventDefault();
      onOpen();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
