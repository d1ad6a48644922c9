import { REPORT_TEXT } from '@cytocampus/contracts';

/**
 * Texts of the report screens: the spec's from REPORT_TEXT (contracts, shared with the API), and
 * the screens' own labels here, as the slide screens keep theirs (docs/adr/0028).
 */
export const REPORT_SCREEN_TEXT = {
  ...REPORT_TEXT,
  singular: 'Report',
  plural: 'Reports',
  newReport: 'New Report',
  newReportHelp: 'The report is generated in the background: its page shows the progress, then the downloads.',
  ownOrganizationHelp: 'Reports of your organization.',
  // Sections and fields of the form (the spec names the fields, not their labels).
  about: 'Report',
  target: 'Target',
  targetHelp: 'Whose results: one group, one organization, or every organization.',
  options: 'Options',
  filters: 'Filters',
  name: 'Name',
  description: 'Description',
  tags: 'Tags',
  tagsPlaceholder: 'Type a tag and press Enter',
  reportType: 'Report Type',
  kind: 'Kind',
  organization: 'Organization',
  group: 'Group',
  allOrganizations: 'All organizations',
  allGroups: 'All groups',
  organizations: 'Organizations',
  organizationsHelp: 'Only learners of these organizations; none chosen: every learner of the target.',
  verbose: 'Verbose',
  verboseHelp: 'One row per slide of a test, or per item of a course.',
  anonymous: 'Anonymous',
  anonymousHelp: "No names or e-mail addresses: learners appear as 'Learner 1', 'Learner 2'…",
  userScore: 'User Score',
  userScoreHelp: "Adds the learners' scores.",
  internalUsers: 'Internal Users',
  internalUsersHelp: "Includes the site's own staff (members of its own organization).",
  userLevel: 'User Level',
  userLevelHelp: 'Includes users up to this role.',
  startDate: 'Start Date',
  endDate: 'End Date',
  datePlaceholder: 'Any date',
  // The list.
  typeFilter: 'Report type',
  anyType: 'Any type',
  status: 'Status',
  rows: 'Rows',
  created: 'Created',
  author: 'Author',
  deleteReport: (name: string) => `Delete ${name}`,
  removeOrganization: (name: string) => `Remove ${name}`,
  // The report's page.
  downloadXlsx: 'Download .xlsx',
  downloadCsv: 'Download .csv',
  generateAgain: 'Generate again',
  requeued: 'The report is queued to be generated again.',
  generationFailed: 'Generation failed',
  rowCount: (rows: number) => `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}`,
  noChart: 'Nothing to chart: the report has no rows.',
  details: 'Details',
  askedFor: 'Asked for',
  generated: 'Generated',
  by: 'by',
} as const;

export const STATUS_LABEL = { QUEUED: 'Queued', GENERATING: 'Generating', COMPLETE: 'Complete', ERROR: 'Error' } as const;
