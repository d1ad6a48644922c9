import type { CourseDefinition, CourseMember } from './configuration.js';
import type { RecordedScore } from './grade-book.js';
import type { PlatformUrls } from './urls.js';

/** The platform's pages: plain HTML that looks enough like an LMS for a person, and that drive.ts parses. */

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#f4f5f7}
header{display:flex;gap:1.5rem;align-items:center;padding:.6rem 1.2rem;background:#23395d;color:#fff}
header strong{font-size:1.1rem}main{padding:1rem 1.2rem}
iframe{width:100%;height:80vh;border:1px solid #c8ccd4;background:#fff}
table{border-collapse:collapse;background:#fff}td,th{border:1px solid #c8ccd4;padding:.3rem .6rem;text-align:left}`;

const page = (title: string, body: string, header = ''): string =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${header}<main>${body}</main></body></html>`;

const lmsHeader = (platformName: string, course?: CourseDefinition, member?: CourseMember): string =>
  `<header><strong>${escapeHtml(platformName)}</strong>${course ? `<span>${escapeHtml(course.label)} · ${escapeHtml(course.title)}</span>` : ''}${
    member ? `<span id="lms-user">${escapeHtml(`${member.givenName} ${member.familyName}`)}</span>` : ''
  }</header>`;

/**
 * The OIDC form_post response: a form the page submits at once (a browser without script shows
 * the button). drive.ts reads the form `lti-form-post`.
 */
export const autoPostPage = (action: string, fields: Readonly<Record<string, string>>): string =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Launching…</title></head><body>
<form id="lti-form-post" method="post" action="${escapeHtml(action)}">${Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')}<noscript><button type="submit">Continue</button></noscript></form>
<script>document.getElementById('lti-form-post').submit()</script></body></html>`;

export const errorPage = (platformName: string, error: string, description: string): string =>
  page(
    `${platformName}: ${error}`,
    `<h1 id="error">${escapeHtml(error)}</h1><p id="error-description">${escapeHtml(description)}</p>`,
    lmsHeader(platformName),
  );

export interface FramedToolPageInput {
  platformName: string;
  course: CourseDefinition;
  member: CourseMember;
  heading: string;
  /** The tool's third-party initiated login URL, the iframe's first page. */
  loginUrl: string;
}

/** A course page framing the tool as an LMS does: the iframe starts the launch at the tool. */
export const framedToolPage = ({ platformName, course, member, heading, loginUrl }: FramedToolPageInput): string =>
  page(
    `${heading} · ${course.label}`,
    `<h1>${escapeHtml(heading)}</h1>
<iframe id="lti-tool" title="${escapeHtml(heading)}" src="${escapeHtml(loginUrl)}" allow="fullscreen" allowfullscreen></iframe>`,
    lmsHeader(platformName, course, member),
  );

/** The courses, their links and who can open them: where a person trying the tool by hand starts. */
export const indexPage = (platformName: string, courses: readonly CourseDefinition[], urls: PlatformUrls): string =>
  page(
    platformName,
    courses
      .map(
        (course) => `<section><h2>${escapeHtml(`${course.label} · ${course.title}`)}</h2>
<table><tr><th>Member</th><th>Roles</th>${course.links.map((link) => `<th>${escapeHtml(link.title)}</th>`).join('')}<th>Deep linking</th></tr>
${course.members
  .map(
    (member) =>
      `<tr><td>${escapeHtml(`${member.givenName} ${member.familyName}`)}</td><td>${escapeHtml(member.roles.map((r) => r.split('#')[1] ?? r).join(', '))}</td>${course.links
        .map((link) => `<td><a href="${escapeHtml(urls.coursePage(course.id, link.id, member.userId))}">Open</a></td>`)
        .join('')}<td><a href="${escapeHtml(urls.deepLinkingPage(course.id, member.userId))}">Add content</a></td></tr>`,
  )
  .join('\n')}</table></section>`,
      )
      .join('\n') + `<p><a href="${escapeHtml(urls.scoresPage)}">Scores received</a></p>`,
    lmsHeader(platformName),
  );

export const scoresPage = (platformName: string, scores: readonly RecordedScore[]): string =>
  page(
    `${platformName}: scores`,
    `<h1>Scores received</h1><table id="scores"><tr><th>Received</th><th>Course</th><th>Line item</th><th>User</th><th>Score</th><th>Activity</th><th>Grading</th><th>Comment</th><th>Note</th></tr>
${scores
  .map(
    (s) =>
      `<tr><td>${s.receivedAt.toISOString()}</td><td>${escapeHtml(s.contextId)}</td><td>${escapeHtml(s.lineItemId)}</td><td>${escapeHtml(s.userId)}</td><td>${
        s.scoreGiven ?? ''
      }${s.scoreMaximum !== undefined ? ` / ${s.scoreMaximum}` : ''}</td><td>${s.activityProgress}</td><td>${s.gradingProgress}</td><td>${escapeHtml(s.comment ?? '')}</td><td>${s.ignored ?? ''}</td></tr>`,
  )
  .join('\n')}</table>`,
    lmsHeader(platformName),
  );

export const deepLinkingReceivedPage = (platformName: string, titles: readonly string[]): string =>
  page(
    `${platformName}: content added`,
    `<h1>Content added</h1><ul id="added">${titles.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ul>`,
    lmsHeader(platformName),
  );
