import type { MouseEvent } from 'react';
import classes from './SkipLink.module.css';

/** The id of the page's one `main` (the dashboard shell's, the players'): where the skip link sends focus. */
export const MAIN_CONTENT_ID = 'main-content';

export const SKIP_LINK_TEXT = 'Skip to main content';

/**
 * The first Tab stop of a shell (WCAG 2.4.1 Bypass Blocks): hidden until focused, it moves focus
 * into `main` past the header and the side menu (about 30 links on an administrator's pages).
 * Focus is moved by hand: a fragment link would go through the router's history.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skip} onClick={skip}>
      {SKIP_LINK_TEXT}
    </a>
  );
}
