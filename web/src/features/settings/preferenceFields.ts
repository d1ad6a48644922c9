import type { Preferences } from '@cytocampus/contracts';
import { UPDATE_EMAIL_MODES, ZOOM_LEVELS } from '@cytocampus/schema';

export type PreferenceKey = keyof Preferences;

/**
 * How each preference reads on the settings page. Which switch a preference depends on and which
 * role it needs come from @cytocampus/schema (PREFERENCE_DEPENDENCIES, preferenceApplies).
 */
export interface PreferenceField {
  key: PreferenceKey;
  label: string;
  description: string;
  /** A choice shown as a segmented control; absent for on/off switches. */
  options?: { value: string; label: string }[];
}

export interface PreferenceSection {
  title: string;
  description: string;
  fields: PreferenceField[];
}

const asStrings = (options: readonly { value: string | number; label: string }[]) => options.map(({ value, label }) => ({ value: String(value), label }));

export const PREFERENCE_SECTIONS: PreferenceSection[] = [
  {
    title: 'Notification Settings',
    description: 'Choose which emails CytoCampus sends you.',
    fields: [
      { key: 'allowEmail', label: 'Allow email', description: 'Turn off to stop every email below.' },
      { key: 'updateEmail', label: 'Activity updates', description: 'Messages and community activity.', options: asStrings(UPDATE_EMAIL_MODES) },
      { key: 'weeklyUpdateEmail', label: 'Weekly update', description: 'A summary of your learning each week.' },
      { key: 'organizationEmail', label: 'Organization email', description: 'News and assignments from your organization.' },
      { key: 'supportEmail', label: 'Support email', description: 'Answers and notices from our support team.' },
      { key: 'siteUsageEmail', label: 'Feedback requests', description: 'Occasional requests for feedback on the site.' },
      { key: 'orgReportEmails', label: 'Organization report emails', description: 'Reports about the progress of your organization.' },
    ],
  },
  {
    title: 'Privacy Settings',
    description: 'Choose what other people can see about you.',
    fields: [
      { key: 'socialAllowAvatar', label: 'Show my avatar', description: 'In the community and in messages.' },
      { key: 'socialAllowName', label: 'Show my name', description: 'In the community and in messages.' },
      { key: 'socialAllowLab', label: 'Show my lab', description: 'In the community and in messages.' },
      { key: 'socialAllowGender', label: 'Show my gender', description: 'In the community and in messages.' },
      { key: 'orgMgrAllowEmail', label: 'Share my email with managers', description: 'Managers of my organization can see my email address.' },
      { key: 'orgAllowEmail', label: 'Share my email with my organization', description: 'Everyone in my organization can see my email address.' },
      { key: 'orgAllowName', label: 'Share my name with my organization', description: 'Everyone in my organization can see my name.' },
    ],
  },
  {
    title: 'Slide Viewer',
    description: 'How the slide viewer behaves when you select an object of interest.',
    fields: [
      { key: 'ooiZoomReset', label: 'Zoom to objects of interest', description: 'Reset the zoom when an object of interest is selected.' },
      { key: 'ooiZoomLevel', label: 'Zoom level', description: 'The magnification used for objects of interest.', options: asStrings(ZOOM_LEVELS) },
    ],
  },
];
