import type { ReactNode } from 'react';
import { Alert, Anchor, Box, Button, Center, Code, Divider, Group, List, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDownload, IconHelpCircle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import {
  API_PREFIX,
  CERTIFICATE_ROUTES,
  CERTIFICATE_TEXT,
  REVOKE_REASONS,
  type CertificateVerification,
  type VerifiedCertificate,
} from '@cytocampus/contracts';
import { formatCertificateDate, formatCredits } from '@cytocampus/domain';
import { isApiFailure } from '../../http/errors';
import { Logo } from '../../shared/brand/Logo';
import { useDocumentTitle } from '../../shared/navigation/pageTitle';
import { useVerificationQuery } from './api';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={190} fw={600} c="dimmed">
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** The whole certificate: a reader compares it with the PDF in front of them, line by line. */
function CertificateDetails({ certificate }: { certificate: VerifiedCertificate }) {
  return (
    <Table verticalSpacing="xs" aria-label="Certificate">
      <Table.Tbody>
        <Row label="Holder">
          <Text fw={700} fz="lg">
            {certificate.holderName}
          </Text>
        </Row>
        <Row label="Program">{certificate.programTitle}</Row>
        {certificate.programNumber && <Row label="Program number">{certificate.programNumber}</Row>}
        <Row label="Credits">{formatCredits(certificate.credits)}</Row>
        <Row label="Program date">{formatCertificateDate(certificate.programDate)}</Row>
        <Row label="Courses">
          <List spacing={2} size="sm">
            {certificate.courses.map((course) => (
              <List.Item key={course.name}>
                {course.name}: passed {formatCertificateDate(course.passedOn)}
              </List.Item>
            ))}
          </List>
        </Row>
        <Row label="Issued">{formatCertificateDate(certificate.issuedAt)}</Row>
        <Row label="Verification code">
          <Text ff="monospace">{certificate.code}</Text>
        </Row>
      </Table.Tbody>
    </Table>
  );
}

/** The credential download, and how to check it without this site. */
function Credential({ code }: { code: string }) {
  const keys = `${window.location.origin}${API_PREFIX}${CERTIFICATE_ROUTES.keys}`;
  return (
    <Stack gap="xs">
      <Group>
        <Button component="a" href={`${API_PREFIX}${CERTIFICATE_ROUTES.credential(code)}`} download variant="light" leftSection={<IconDownload size={16} />}>
          {CERTIFICATE_TEXT.downloadCredential}
        </Button>
      </Group>
      <Text fz="sm" c="dimmed">
        The credential is an Open Badges 3.0 OpenBadgeCredential (a W3C verifiable credential) signed by this site as a VC-JWT with an Ed25519 key. Keep it in a
        wallet or send it with your records. Anyone can check it offline: verify its EdDSA signature against the site&apos;s public key, published as a JWK set
        at{' '}
        <Anchor href={keys} fz="sm">
          {keys}
        </Anchor>{' '}
        (for instance with the <Code>jose</Code> library: <Code>jwtVerify(credential, createLocalJWKSet(keys))</Code>). A valid signature proves that this site
        issued exactly what the credential says; whether it was revoked since, this page tells.
      </Text>
    </Stack>
  );
}

function Verdict({ answer }: { answer: CertificateVerification }) {
  const { certificate } = answer;
  if (answer.status === 'not-found' || !certificate)
    return (
      <Alert color="gray" variant="light" icon={<IconHelpCircle size={20} aria-hidden />} title={CERTIFICATE_TEXT.notFound} role="alert">
        Check the code printed on the certificate: 7 groups of 4 letters and digits.
      </Alert>
    );
  if (answer.status === 'revoked')
    return (
      <Stack gap="md">
        <Alert color="red" variant="filled" icon={<IconAlertTriangle size={20} aria-hidden />} title={CERTIFICATE_TEXT.revoked} role="alert">
          Revoked on {formatCertificateDate(certificate.revokedAt ?? certificate.issuedAt)}.{' '}
          {certificate.revokeReason ? REVOKE_REASONS[certificate.revokeReason] : ''} It no longer stands for the credits below.
        </Alert>
        <Box opacity={0.6}>
          <CertificateDetails certificate={certificate} />
        </Box>
      </Stack>
    );
  return (
    <Stack gap="md">
      <Alert color="teal" variant="filled" icon={<IconCircleCheck size={20} aria-hidden />} title={CERTIFICATE_TEXT.valid} role="status">
        Issued by CytoCampus. Compare every line with the certificate you hold: a changed line means the document was altered.
      </Alert>
      <CertificateDetails certificate={certificate} />
      <Divider />
      <Credential code={certificate.code} />
    </Stack>
  );
}

/** /verify/{code}: the public verification of a certificate (no sign-in; docs/adr/0026). */
export function VerifyPage() {
  const { code = '' } = useParams();
  useDocumentTitle('Certificate verification');
  const { data, error } = useVerificationQuery(code);
  return (
    <Center component="main" mih="100vh" p="md" bg="var(--cc-page-bg)">
      <Paper withBorder p={{ base: 'lg', sm: 40 }} maw={760} w="100%">
        <Stack gap="lg">
          <Logo size={30} />
          <Stack gap={4}>
            <Title order={1} fz={24}>
              P.A.C.E. certificate verification
            </Title>
            <Text ff="monospace" fz="lg" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {code}
            </Text>
          </Stack>
          {error ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
              {isApiFailure(error) ? error.message : 'The certificate could not be checked. Please try again.'}
            </Alert>
          ) : data ? (
            <Verdict answer={data} />
          ) : (
            <Center mih={160}>
              <Loader />
            </Center>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
