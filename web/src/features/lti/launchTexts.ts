/** The framed launch's words that every page of a launch's session shows: apart from LTI_SCREEN_TEXT, so the bar downloads only these. */
export const LAUNCH_TEXT = {
  openedFrom: (platform: string, context: string | null) => (context ? `Opened from ${platform} · ${context}` : `Opened from ${platform}`),
  syncRoster: 'Sync roster',
  syncRosterHint: 'Put the members of this course into its group in CytoCampus',
  rosterSynced: ({ groupName, added, alreadyMembers, skipped }: { groupName: string; added: number; alreadyMembers: number; skipped: number }) =>
    `${groupName}: ${added} added, ${alreadyMembers} already there${skipped > 0 ? `, ${skipped} left out (no e-mail, or one another account holds)` : ''}.`,
  rosterFailed: 'The roster could not be synced',
} as const;
