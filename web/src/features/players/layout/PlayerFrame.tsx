import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { MAIN_CONTENT_ID, SkipLink } from '../../../shared/layout/SkipLink';
import { PlayerHeader } from './PlayerHeader';
import classes from './PlayerShell.module.css';

/** The full-page players' outline: the skip link, the header, and the page as the one `main` (named by the item). */
export function PlayerFrame({ name, course, onBack, children }: { name: string; course: string | null; onBack: () => void; children: ReactNode }) {
  return (
    <Box className={classes.root}>
      <SkipLink />
      <PlayerHeader name={name} course={course} onBack={onBack} />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} aria-label={name} maw={1280} mx="auto" p={{ base: 'md', sm: 'xl' }}>
        {children}
      </Box>
    </Box>
  );
}
