import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { TEACHING_TEXT, type SlideItem, type TeachingSession, type TeachingSessionSummary, type TeachingSlide } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { canJoinTeaching, roleLevel } from '@cytocampus/permissions';
import {
  groupName,
  liveTeachingSessions,
  pollView,
  teachingPatch,
  teachingSession,
  userGroup,
  userNames,
  type TeachingTableRow,
} from '@cytocampus/projections';
import { ruleActor, type Principal } from '../../../auth/principal.js';
import { SQL } from '../../../infra/tokens.js';
import { GetSlide } from '../../../messages/content.js';

const ADMIN_LEVEL = 3;

/** The slide of a session as its viewers need it (read as a learner would: participants need not read content). */
export const teachingSlideOf = (slide: SlideItem): TeachingSlide => ({
  id: slide.id,
  name: slide.name,
  image: slide.image
    ? { width: slide.image.width, height: slide.image.height, micronsPerPixel: slide.image.micronsPerPixel, objectivePower: slide.image.objectivePower }
    : null,
});

/** Reads the teaching_sessions read model for the routes and the socket checks (docs/adr/0030). */
@Injectable()
export class TeachingSessions {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly queries: QueryBus,
  ) {}

  async row(id: string): Promise<TeachingTableRow | null> {
    if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) return null;
    return teachingSession(this.sql, id);
  }

  groupOf(userId: string): Promise<string | null> {
    return userGroup(this.sql, userId);
  }

  /** The session when the caller may see it (its instructor, its audience, admins); 404 'Session not found.' otherwise. */
  async readable(actor: Principal, id: string): Promise<TeachingTableRow> {
    const row = await this.row(id);
    if (
      !row ||
      !canJoinTeaching(ruleActor(actor), await this.groupOf(actor.userId), { instructorId: row.instructor_id, orgId: row.org_id, audience: row.audience })
    )
      throw new DomainError('not_found', TEACHING_TEXT.notFound);
    return row;
  }

  /** The session as the caller sees it. */
  async view(actor: Principal, row: TeachingTableRow): Promise<TeachingSession> {
    const isInstructor = row.instructor_id === actor.userId;
    const ids = [row.instructor_id, ...(isInstructor ? row.participants.map((p) => p.userId) : [])];
    const [people, group, slide] = await Promise.all([
      userNames(this.sql, ids),
      groupName(this.sql, row.group_id),
      this.queries.execute<GetSlide, SlideItem>(new GetSlide(ruleActor(actor), row.revision_id, false, true)),
    ]);
    const nameOf = (id: string) => {
      const person = people.find((p) => p.id === id);
      return person?.name ?? person?.email ?? id;
    };
    const poll = pollView(row.poll);
    return {
      ...teachingPatch(row),
      id: row.id,
      slide: teachingSlideOf(slide),
      instructorId: row.instructor_id,
      instructorName: nameOf(row.instructor_id),
      orgId: row.org_id,
      audience: row.audience,
      groupName: group,
      started: row.started.getTime(),
      version: row.version,
      participants: isInstructor ? row.participants.map((p) => ({ userId: p.userId, name: nameOf(p.userId), joined: p.joined })) : [],
      poll,
      me: {
        isInstructor,
        joined: row.participants.some((p) => p.userId === actor.userId),
        answer: row.poll?.answers[actor.userId] ?? null,
      },
    };
  }

  /** The live sessions the caller runs or may join (admins: every live one), newest first. */
  async list(actor: Principal): Promise<TeachingSessionSummary[]> {
    const admin = roleLevel(actor.role) >= ADMIN_LEVEL;
    const group = await this.groupOf(actor.userId);
    const rows = await liveTeachingSessions(this.sql, { admin, userId: actor.userId, orgId: actor.orgId, groupId: group });
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      slideName: row.slide_name ?? '',
      instructorName: row.instructor_name ?? '',
      audience: row.audience,
      groupName: row.group_name,
      started: row.started.getTime(),
      participantCount: row.participants.length,
      isInstructor: row.instructor_id === actor.userId,
      version: row.version,
    }));
  }
}
