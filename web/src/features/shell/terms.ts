/** The terms of use, version TERMS_VERSION (1). A new version needs a new text and a bump in contracts. */
export const TERMS_OF_USE: readonly { heading: string; text: string }[] = [
  {
    heading: 'Education, not diagnosis',
    text: 'CytoCampus is for education and training. Slides, cases, scores and feedback here are never a basis for diagnosing or treating a patient.',
  },
  {
    heading: 'Your account',
    text: 'Keep your password to yourself and sign out on shared computers. Your organization’s managers can see your progress, results and assignments.',
  },
  {
    heading: 'Continuing-education credit',
    text: 'P.A.C.E. certificates are issued only for your own work. Completing a course or test for someone else ends the account.',
  },
  {
    heading: 'Images and content',
    text: 'Slide images are de-identified teaching material. Do not download, share or try to re-identify them outside CytoCampus.',
  },
  {
    heading: 'Your data',
    text: 'We record what you do on the site, such as answers, slide reviews and diagnoses, so that your organization can review it and so that you keep your progress. Privacy settings control what other users see.',
  },
];
