/** Modes of an edit form (spec part 1 section 4): view, update (new items start here), saving. */
export type DetailMode = 'view' | 'update' | 'saving';

export type DetailEvent = 'edit' | 'cancel' | 'save' | 'saved' | 'failed';

export const initialMode = (isNew: boolean): DetailMode => (isNew ? 'update' : 'view');

const TRANSITIONS: Readonly<Record<DetailMode, Partial<Record<DetailEvent, DetailMode>>>> = {
  view: { edit: 'update' },
  update: { cancel: 'view', save: 'saving' },
  // A failed save returns to update mode with the user's edits, so nothing typed is lost.
  saving: { saved: 'view', failed: 'update' },
};

/** The mode after an event; an event that does not apply in a mode changes nothing. */
export function nextMode(mode: DetailMode, event: DetailEvent): DetailMode {
  return TRANSITIONS[mode][event] ?? mode;
}
