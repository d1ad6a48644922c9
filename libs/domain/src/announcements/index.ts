import type { Decider, DomainEvent } from '../core/decider.js';

/** The announcement is one shared record (spec part 3 "Announcements"). */
export const ANNOUNCEMENT_STREAM = 'announcement-main';

/** `content` is sanitized HTML: sanitizing is the caller's job before deciding. */
export type AnnouncementChanged = DomainEvent<'AnnouncementChanged', { content: string }>;
export type AnnouncementCommand = { type: 'ChangeAnnouncement'; content: string };

export interface AnnouncementState {
  content: string;
}

export const announcementDecider: Decider<AnnouncementCommand, AnnouncementChanged, AnnouncementState> = {
  initialState: () => ({ content: '' }),
  evolve: (_state, event) => ({ content: event.data.content }),
  decide: (command, state) => (command.content === state.content ? [] : [{ type: 'AnnouncementChanged', data: { content: command.content } }]),
};
