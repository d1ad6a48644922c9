import { Alert, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { proficiencyOf } from '@cytocampus/contracts';
import { PT_CATEGORIES, PT_CATEGORY_NAMES } from '@cytocampus/domain';
import { isApiFailure } from '../../../http/errors';
import { useCheckPtSetQuery } from '../api';
import { scopeOrgId } from '../contentAccess';
import type { ContentFieldContext } from '../detail/fieldContext';

export const PT_SUMMARY_TEXT = {
  heading: 'Slides per category',
  fixed: (n: number) => `${n} ${n === 1 ? 'slide' : 'slides'} in the test`,
  pool: (n: number) => `${n} usable ${n === 1 ? 'slide' : 'slides'} tagged with the pool`,
  validFixed: (size: number) => `A valid ${size}-slide proficiency set.`,
  validPool: (size: number) => `A ${size}-slide set can be drawn for every examinee.`,
  failed: 'The set could not be checked.',
} as const;

const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String).filter(Boolean) : []);

/**
 * A proficiency test's set as the API judges it (GET /tests/proficiency-set): the slides per
 * category A–D of the chosen slides or of the pool, and the first rule broken, in the words saving
 * would refuse with. It follows the form: each added or removed slide asks again.
 */
export function ProficiencySetSummary({ context }: { context: ContentFieldContext }) {
  const values = context.form.getValues();
  const settings = proficiencyOf(values);
  const pool = settings?.pool?.trim() ?? '';
  const slides = idsOf(values.slides);
  const { data, error, isFetching } = useCheckPtSetQuery(
    { size: settings?.size ?? 10, orgId: context.item?.orgId ?? scopeOrgId(context.scope), ...(pool ? { pool } : { slides }) },
    { skip: settings === null },
  );
  if (settings === null) return null;
  return (
    <Paper withBorder p="sm" radius="md" aria-live="polite" aria-busy={isFetching} data-testid="pt-set-summary">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} fz="sm">
            {PT_SUMMARY_TEXT.heading}
          </Text>
          {isFetching && <Loader size="xs" aria-label="Checking" />}
        </Group>
        {error ? (
          <Alert color="red" variant="light" role="alert" title={PT_SUMMARY_TEXT.failed}>
            {isApiFailure(error) ? error.message : null}
          </Alert>
        ) : data ? (
          <>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
              {PT_CATEGORIES.map((category) => (
                <Paper key={category} bg="gray.0" p="xs" radius="sm">
                  <Text fz="xl" fw={700} c={data.counts[category] === 0 ? 'red.8' : undefined}>
                    {data.counts[category]}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {PT_CATEGORY_NAMES[category]}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
            <Text fz="xs" c="dimmed">
              {pool ? PT_SUMMARY_TEXT.pool(data.slides) : PT_SUMMARY_TEXT.fixed(data.slides)}
            </Text>
            {data.problem ? (
              <Alert color="red" variant="light" p="xs" role="alert">
                {data.problem.message}
              </Alert>
            ) : (
              <Text fz="sm" c="green.8">
                {pool ? PT_SUMMARY_TEXT.validPool(settings.size) : PT_SUMMARY_TEXT.validFixed(settings.size)}
              </Text>
            )}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
