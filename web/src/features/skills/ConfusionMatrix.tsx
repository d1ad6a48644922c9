import { Paper, ScrollArea, Table, Text, Title } from '@mantine/core';
import { SKILL_PAGE_TEXT as P, type SkillCategory } from '@cytocampus/contracts';
import { CATEGORIES, cellShade, matrixMax } from './skillFormat';

/** Agreement in teal, disagreement in red; the shade says how many (the count is always written too). */
const shadeOf = (reference: SkillCategory, response: SkillCategory, alpha: number) =>
  alpha === 0 ? undefined : reference === response ? `rgba(12, 166, 120, ${alpha})` : `rgba(224, 49, 49, ${alpha})`;

/** The 4×4 confusion matrix: reference rows A–D against answer columns A–D, heat-shaded. */
export function ConfusionMatrix({
  matrix,
  categorized,
  note,
}: {
  matrix: Record<SkillCategory, Record<SkillCategory, number>>;
  categorized: number;
  note: string;
}) {
  const max = matrixMax(matrix);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="skill-matrix">
      <Title order={3} fz="md" mb={4} id="skill-matrix">
        {P.matrix}
      </Title>
      <Text fz="xs" c="dimmed" mb="sm">
        {categorized === 0 ? P.noCategories : note}
      </Text>
      <ScrollArea type="auto">
        <Table
          withTableBorder
          withColumnBorders
          miw={240}
          fz="sm"
          aria-labelledby="skill-matrix"
          data-testid="confusion-matrix"
          style={{ tableLayout: 'fixed' }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th fz="xs" w="34%">
                {`${P.reference} ↓ ${P.response} →`}
              </Table.Th>
              {CATEGORIES.map((response) => (
                <Table.Th key={response} ta="center" title={P.category[response]}>
                  {response}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {CATEGORIES.map((reference) => (
              <Table.Tr key={reference}>
                <Table.Th scope="row" title={P.category[reference]}>
                  {reference}
                </Table.Th>
                {CATEGORIES.map((response) => {
                  const count = matrix[reference][response];
                  const { alpha, dark } = cellShade(count, max);
                  return (
                    <Table.Td
                      key={response}
                      ta="center"
                      fw={reference === response ? 700 : 400}
                      aria-label={P.matrixCell(count, reference, response)}
                      data-cell={`${reference}${response}`}
                      style={{ background: shadeOf(reference, response, alpha), color: dark ? 'white' : undefined }}
                    >
                      {count}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Text fz="xs" c="dimmed" mt={4}>
        {CATEGORIES.map((c) => P.category[c]).join(' · ')}
      </Text>
    </Paper>
  );
}
