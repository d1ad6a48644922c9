/** The framed launch's words that every page of a launch's session shows: apart from LTI_SCREEN_TEXT, so the bar downloads only these. */
export const LAUNCH_TEXT = {
  openedFrom: (platform: string, context: string | null) => (context ? `Opened from ${platform} · ${context}` : `Opened from ${platform}`),
} as const;
