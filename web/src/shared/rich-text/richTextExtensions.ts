import StarterKit from '@tiptap/starter-kit';
import { isAllowedLinkUrl } from './linkUrl';

/** The prompt of the link button (spec part 1 section 2, rich-text editor), exactly as written. */
export const LINK_PROMPT = 'Enter the URL of the link:';

/**
 * Only what the server keeps (api/src/http/rich-text.ts): paragraphs,
 * headings 1 to 4, bold, italic, underline, lists, quotes, line breaks and http(s)/mailto links.
 * Code, strike-through and rules are switched off so nothing typed is lost on save.
 */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    horizontalRule: false,
    link: {
      // Typed or pasted addresses become links (spec); clicking while editing selects, never navigates.
      autolink: true,
      linkOnPaste: true,
      openOnClick: false,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isAllowedLinkUrl(url),
      shouldAutoLink: (url) => isAllowedLinkUrl(url) || !/^[a-z][a-z0-9+.-]*:/i.test(url),
      HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
    },
  }),
];
