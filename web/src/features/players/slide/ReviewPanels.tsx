import type { ReactNode } from 'react';
import { Button, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarLeftExpand, IconLayoutSidebarRightExpand } from '@tabler/icons-react';
import { SideDrawer } from '../../../shared/overlay/SideDrawer';
import classes from './SlideReview.module.css';

/**
 * The slide review's side panels (issue 28 finding 8): on a wide screen the slides and the
 * diagnosis are columns beside the viewer; narrower than the three columns fit (a phone, a small
 * tablet), the viewer and the object rows take the width and the panels open as drawers from a
 * bar under the header.
 */
const NARROW_SCREEN = '(max-width: 1100px)';

export type ReviewDrawer = 'slides' | 'panel';

/** Whether the review is laid out for a narrow screen; read at once, so the viewer never starts in the wide frame. */
export function useNarrowReview(): boolean {
  return useMediaQuery(NARROW_SCREEN, undefined, { getInitialValueInEffect: false }) ?? false;
}

interface ReviewPanelProps {
  narrow: boolean;
  name: ReviewDrawer;
  /** The column's label, the drawer's title and its button's name. */
  title: string;
  /** The open drawer on a narrow screen. */
  drawer: ReviewDrawer | null;
  onDrawer: (drawer: ReviewDrawer | null) => void;
  /** After a drawer has closed (its focus returned to its button): where the focus goes next, if anywhere. */
  onClosed?: () => void;
  children: ReactNode;
}

/** A column beside the viewer, or on a narrow screen a drawer: the slides from the left, the diagnosis from the right. */
export function ReviewPanel({ narrow, name, title, drawer, onDrawer, onClosed, children }: ReviewPanelProps) {
  const slides = name === 'slides';
  if (!narrow) {
    return (
      <aside className={slides ? classes.sidebar : classes.panel} aria-label={title}>
        {children}
      </aside>
    );
  }
  return (
    <SideDrawer
      side={slides ? 'left' : 'right'}
      size={slides ? 'xs' : 'md'}
      title={title}
      opened={drawer === name}
      onClose={() => onDrawer(null)}
      classNames={{ content: classes.drawerContent }}
      onExitTransitionEnd={onClosed}
    >
      {children}
    </SideDrawer>
  );
}

interface ReviewDrawerBarProps {
  slidesTitle: string;
  panelTitle: string;
  onDrawer: (drawer: ReviewDrawer) => void;
  /** Between the buttons: what to do now (tap the slide to mark a point). */
  notice: string | null;
}

/** The narrow screen's bar under the header: the buttons that open the two drawers. */
export function ReviewDrawerBar({ slidesTitle, panelTitle, onDrawer, notice }: ReviewDrawerBarProps) {
  return (
    <div className={classes.drawerBar}>
      <Button variant="default" size="xs" leftSection={<IconLayoutSidebarLeftExpand size={16} />} aria-haspopup="dialog" onClick={() => onDrawer('slides')}>
        {slidesTitle}
      </Button>
      <Text fz="xs" c="dimmed" ta="center" className={classes.drawerNotice} aria-live="polite">
        {notice}
      </Text>
      <Button size="xs" rightSection={<IconLayoutSidebarRightExpand size={16} />} aria-haspopup="dialog" onClick={() => onDrawer('panel')}>
        {panelTitle}
      </Button>
    </div>
  );
}

/** Scrolls the panel that holds `element` (its column, or its drawer) back to the top, where a captured slide's outcome shows. */
export function scrollPanelToTop(element: HTMLElement | null): void {
  element?.closest(`.${classes.panel}, [role="dialog"]`)?.scrollTo({ top: 0, behavior: 'smooth' });
}
