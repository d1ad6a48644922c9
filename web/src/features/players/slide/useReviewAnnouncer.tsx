import { useCallback, useState, type ReactNode } from 'react';
import { VisuallyHidden } from '@mantine/core';

/**
 * The review's own polite live region (the viewer has its own for the view): marks, moves and a
 * captured slide are said once each. Every sentence is a new node, so saying the same words again
 * (marking, unmarking, marking the same object) is heard again.
 */
export function useReviewAnnouncer(): { announce: (text: string) => void; region: ReactNode } {
  const [said, setSaid] = useState<{ text: string; count: number }>({ text: '', count: 0 });
  const announce = useCallback((text: string) => setSaid((last) => ({ text, count: last.count + 1 })), []);
  const region = (
    <VisuallyHidden role="status" aria-live="polite" data-testid="review-announcement">
      <span key={said.count}>{said.text}</span>
    </VisuallyHidden>
  );
  return { announce, region };
}
