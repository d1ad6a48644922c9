import type { ReadModelChanged, TeachingSession } from '@cytocampus/contracts';
import { decideNotice } from '../../realtime/followCacheEntry';

/**
 * What a session page does with a `teaching` notice (ADR 0005 rule): the next version with its
 * patch is applied (the caller's own answer is dropped when a new poll opened); anything else fetches.
 */
export function applyTeachingNotice(
  session: TeachingSession | undefined,
  notice: ReadModelChanged,
): { kind: 'ignore' | 'fetch' } | { kind: 'patch'; next: TeachingSession } {
  if (notice.model !== 'teaching' || !session) return { kind: 'ignore' };
  const decision = decideNotice(session, notice);
  if (decision !== 'patch') return { kind: decision };
  const patch = notice.patch!;
  const samePoll = patch.poll?.pollId === session.poll?.pollId;
  const next: TeachingSession = { ...session, ...patch, version: notice.version, me: { ...session.me, answer: samePoll ? session.me.answer : null } };
  // The instructor lists who joined: a new participant's name needs a fetch.
  if (session.me.isInstructor && patch.participantCount !== session.participantCount) return { kind: 'fetch' };
  return { kind: 'patch', next };
}

/** Above this zoom ratio (8×, as log2) a follower jumps instead of animating. */
const BIG_JUMP_LOG2 = 3;

/** Whether a follower shows the relayed view at once: a big zoom jump, or anyone who asked for reduced motion (WCAG 2.3.3). */
export function followsAtOnce(fromMagnification: number, toMagnification: number, reducedMotion: boolean): boolean {
  return reducedMotion || Math.abs(Math.log2(toMagnification / fromMagnification)) > BIG_JUMP_LOG2;
}
