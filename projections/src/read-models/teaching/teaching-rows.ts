import type { TeachingAudience, TeachingPoll, TeachingShared, TeachingSolution, TeachingStatus } from '@cytocampus/contracts';

/** The poll as stored: each participant's last answer (the tallies are counted from it). */
export interface StoredTeachingPoll {
  pollId: string;
  options: string[];
  open: boolean;
  answers: Record<string, string>;
}

/** A `teaching_sessions` row: the API's answers and the notices' patches read it alike. */
export interface TeachingTableRow {
  id: string;
  org_id: string;
  slide_id: string;
  revision_id: string;
  title: string;
  instructor_id: string;
  audience: TeachingAudience;
  group_id: string | null;
  status: TeachingStatus;
  started: Date;
  ended: Date | null;
  participants: { userId: string; joined: number }[];
  controller_id: string | null;
  poll: StoredTeachingPoll | null;
  solution: TeachingSolution | null;
  version: number;
}

/** Answers per option, every option present. */
export function pollView(poll: StoredTeachingPoll | null): TeachingPoll | null {
  if (!poll) return null;
  const tallies = Object.fromEntries(poll.options.map((option) => [option, 0]));
  const answers = Object.values(poll.answers);
  for (const answer of answers) if (answer in tallies) tallies[answer] = (tallies[answer] ?? 0) + 1;
  return { pollId: poll.pollId, options: poll.options, open: poll.open, tallies, answered: answers.length };
}

/** What a `teaching` notice carries (and every viewer of the session patches). */
export const teachingPatch = (row: TeachingTableRow): TeachingShared => ({
  title: row.title,
  status: row.status,
  participantCount: row.participants.length,
  controllerId: row.controller_id ?? row.instructor_id,
  poll: pollView(row.poll),
  solution: row.solution,
  ended: row.ended?.getTime() ?? null,
});
