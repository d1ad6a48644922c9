import type { ReactNode } from 'react';
import { Box, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate, IconMicroscope, IconSchool } from '@tabler/icons-react';
import { TAGLINE } from '@cytocampus/contracts';
import { Logo } from '../../../shared/brand/Logo';
import { useDocumentTitle } from '../../../shared/navigation/pageTitle';
import classes from './AuthLayout.module.css';

/** Decorative cells for the brand panel. */
function Cells() {
  return (
    <svg className={classes.cells} viewBox="0 0 400 400" aria-hidden="true">
      <g fill="none" stroke="#fff" strokeWidth="3">
        <circle cx="140" cy="150" r="90" />
        <circle cx="290" cy="250" r="70" />
        <circle cx="150" cy="320" r="48" />
      </g>
      <g fill="#fff">
        <circle cx="160" cy="135" r="28" />
        <circle cx="300" cy="240" r="22" />
        <circle cx="158" cy="316" r="15" />
      </g>
    </svg>
  );
}

const HIGHLIGHTS = [
  { icon: IconSchool, text: 'Courses, quizzes and presentations built for the lab' },
  { icon: IconMicroscope, text: 'Whole-slide images, slide cases and slide tests' },
  { icon: IconCertificate, text: 'Continuing-education certificates as you go' },
];

function BrandPanel() {
  return (
    <Box className={classes.brand} component="aside">
      <Cells />
      <Logo size={36} inverted />
      <Stack gap="lg" maw={440} style={{ position: 'relative' }}>
        <Title order={2} fz={44} fw={700} lh={1.1} c="white">
          {TAGLINE}
        </Title>
        <Text fz="lg" c="cyto.1" lh={1.5}>
          Education and training for cytology and pathology laboratory staff.
        </Text>
        <List spacing="sm" center icon={null} mt="sm">
          {HIGHLIGHTS.map(({ icon: Icon, text }) => (
            <List.Item
              key={text}
              icon={
                <ThemeIcon variant="white" color="cyto.8" radius="xl" size={30}>
                  <Icon size={17} stroke={1.7} />
                </ThemeIcon>
              }
            >
              <Text c="white" fz="sm">
                {text}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
      <Text fz="xs" c="cyto.2" style={{ position: 'relative' }}>
        © {new Date().getFullYear()} CytoCampus
      </Text>
    </Box>
  );
}

/** Sign-in, registration and password screens: the brand panel and tagline beside the form. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={classes.root}>
      <BrandPanel />
      <main className={classes.formSide}>
        <div className={classes.formBox}>
          <Stack gap={4} mb="xl" hiddenFrom="md" align="center">
            <Logo size={34} />
            <Text fz="sm" c="cyto.7" fw={600}>
              {TAGLINE}
            </Text>
          </Stack>
          {children}
        </div>
      </main>
    </div>
  );
}
