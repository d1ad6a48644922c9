import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCertificate, IconDownload, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CERTIFICATE_TEXT, FEEDBACK_TEXT, verificationPagePath, type CertificateCourse, type LearnerCertificate } from '@cytocampus/contracts';
import { formatCertificateDate, formatCredits } from '@cytocampus/domain';
import { showToast } from '../../shared/feedback/toast';
import { downloadCertificate } from './download';
import { feedbackFormPath } from './paths';
import classes from './CertificateCard.module.css';

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** The table's headings; on a phone the result and feedback carry theirs beside them (data-label). */
const COLUMNS = { course: 'Course', result: 'Result', feedback: 'Feedback' } as const;

function PassCell({ course }: { course: CertificateCourse }) {
  if (course.passed && course.passedOn !== null)
    return (
      <Badge color="teal" variant="light">
        Passed {formatCertificateDate(course.passedOn)}
      </Badge>
    );
  const detail = course.result === null ? '' : ` (${percent(course.result)}${course.passingScore === null ? '' : ` of ${course.passingScore}%`})`;
  return (
    <Badge color="gray" variant="light">
      Not passed{detail}
    </Badge>
  );
}

function FeedbackCell({ course }: { course: CertificateCourse }) {
  if (course.feedback === 'submitted')
    return (
      <Badge color="teal" variant="outline">
        {FEEDBACK_TEXT.feedbackSubmitted}
      </Badge>
    );
  // The form opens once the test is complete: before the course is passed it is only announced.
  if (course.feedback === 'required' && !course.passed)
    return (
      <Text fz="sm" c="dimmed">
        Required after the test
      </Text>
    );
  if (course.feedback === 'required' && course.feedbackTestId)
    return (
      <Anchor component={Link} to={feedbackFormPath(course.moduleId, course.feedbackTestId)} fz="sm">
        {FEEDBACK_TEXT.submitFeedback}
      </Anchor>
    );
  return (
    <Text fz="sm" c="dimmed">
      Not needed
    </Text>
  );
}

/** One certificate of the learner's page: its courses with their pass and feedback, the hints, the download and, once issued, its verification. */
export function CertificateCard({ certificate, userId, onDownloaded }: { certificate: LearnerCertificate; userId: string; onDownloaded: () => void }) {
  const [busy, setBusy] = useState(false);
  const heading = certificate.programNumber ?? `Certificate ${certificate.index}`;

  const download = async () => {
    setBusy(true);
    const outcome = await downloadCertificate(certificate, userId);
    setBusy(false);
    // The spec's two alerts (part 2 section 8), with the server's reason when it gave one.
    if (outcome.kind === 'generate-failed') showToast({ title: CERTIFICATE_TEXT.generateFailed, message: outcome.reason ?? CERTIFICATE_TEXT.generateFailed });
    else if (outcome.kind === 'print-failed') showToast({ message: CERTIFICATE_TEXT.printFailed });
    onDownloaded();
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={`${certificate.programTitle} (${heading})`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            <Group gap="xs">
              <IconCertificate size={22} aria-hidden />
              <Title order={2} fz={20}>
                {certificate.programTitle}
              </Title>
            </Group>
            <Group gap="xs">
              {certificate.programNumber && <Badge variant="light">Program number {certificate.programNumber}</Badge>}
              <Badge variant="light" color="cyto">
                Credits {formatCredits(certificate.credits)}
              </Badge>
              {certificate.programDate !== null && (
                <Badge variant="light" color="gray">
                  Program date {formatCertificateDate(certificate.programDate)}
                </Badge>
              )}
            </Group>
          </Stack>
          <Button leftSection={<IconDownload size={16} />} disabled={!certificate.downloadable} loading={busy} onClick={() => void download()}>
            {CERTIFICATE_TEXT.download}
          </Button>
        </Group>
        <Table verticalSpacing="xs" className={classes.courses}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{COLUMNS.course}</Table.Th>
              <Table.Th>{COLUMNS.result}</Table.Th>
              <Table.Th>{COLUMNS.feedback}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {certificate.courses.map((course) => (
              <Table.Tr key={course.moduleId}>
                <Table.Td>{course.name}</Table.Td>
                <Table.Td data-label={COLUMNS.result}>
                  <PassCell course={course} />
                </Table.Td>
                <Table.Td data-label={COLUMNS.feedback}>
                  <FeedbackCell course={course} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {certificate.hints.map((hint) => (
          <Alert key={hint} color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} p="xs">
            {hint}
          </Alert>
        ))}
        {certificate.issued && (
          <Group gap="xs" fz="sm">
            <Text fz="sm" c="dimmed">
              Verification code
            </Text>
            <Text fz="sm" ff="monospace" fw={600}>
              {certificate.issued.code}
            </Text>
            <Anchor href={verificationPagePath(certificate.issued.code)} target="_blank" rel="noopener" fz="sm">
              <Group gap={4} component="span">
                Verification page <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
