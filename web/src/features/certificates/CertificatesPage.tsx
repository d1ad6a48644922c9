import { Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { CERTIFICATE_TEXT, REVOKE_REASONS, type RevokedCertificateRef } from '@cytocampus/contracts';
import { formatCertificateDate, formatCredits } from '@cytocampus/domain';
import { useGetCurrentUserQuery } from '../../session/sessionApi';
import { useLearnerCertificatesQuery } from './api';
import { CertificateCard } from './CertificateCard';

function RevokedList({ revoked }: { revoked: RevokedCertificateRef[] }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Revoked certificates">
      <Stack gap="sm">
        <Title order={2} fz={18}>
          Revoked certificates
        </Title>
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs">
            <Table.Tbody>
              {revoked.map((r) => (
                <Table.Tr key={r.code}>
                  <Table.Td ff="monospace">{r.code}</Table.Td>
                  <Table.Td>
                    {r.programNumber ?? r.programTitle}, {formatCredits(r.credits)} credits
                  </Table.Td>
                  <Table.Td>
                    Revoked {formatCertificateDate(r.revokedAt)}: {REVOKE_REASONS[r.reason]}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}

/**
 * /dashboard/learning/certificates (spec part 2 "Certificates page", sections 5, 8 and 9; docs/adr/0026):
 * one card per certificate, live (it follows the learner's course, feedback and certificate notices).
 */
export function CertificatesPage() {
  const { data: user } = useGetCurrentUserQuery();
  const { data, refetch } = useLearnerCertificatesQuery();
  if (!data || !user)
    return (
      <Stack gap="lg" aria-busy>
        <Skeleton h={220} radius="md" />
        <Skeleton h={220} radius="md" />
      </Stack>
    );
  return (
    <Stack gap="lg">
      {data.certificates.length === 0 && (
        <Paper withBorder p="lg">
          <Text c="dimmed">{CERTIFICATE_TEXT.noCertificates}</Text>
        </Paper>
      )}
      {data.certificates.map((certificate) => (
        <CertificateCard
          key={`${certificate.programNumber ?? ''}/${certificate.index}`}
          certificate={certificate}
          userId={user.id}
          onDownloaded={() => void refetch()}
        />
      ))}
      {data.revoked.length > 0 && <RevokedList revoked={data.revoked} />}
    </Stack>
  );
}
