import { ActionIcon, Badge, Box, Group, Paper, SimpleGrid, Stack, Switch, Tabs, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconFlag, IconFlagFilled } from '@tabler/icons-react';
import { OOI_CATEGORIES, SLIDE_LIMITS, type ObjectOfInterest, type SlideSolution } from '@cytocampus/contracts';
import { CropImage } from '../../../shared/slides/CropImage';
import { CATEGORY_COLORS, objectLabel } from '../../../shared/slides/objectLabels';
import { cropUrl } from '../../../shared/slides/slideSource';
import { REVIEW_SCREEN_TEXT } from './slideReviewTexts';
import classes from './SlideReview.module.css';

interface ObjectRowsProps {
  revisionId: string;
  /** Each category's objects in the reviewer's order. */
  objects: ObjectOfInterest[][];
  restricted: boolean;
  category: number;
  onCategory: (idx: number) => void;
  marked: readonly string[];
  visited: ReadonlySet<string>;
  selected: string | null;
  /** Shown once submitted (a known: from the start): the reference objects and their notes. */
  solution: SlideSolution | null;
  showCellTypes: boolean;
  /** Per category: the crops shown with their gamma raised (the spec's gammaSwitch), recorded as activity. */
  gamma: readonly boolean[];
  onGamma: (catIdx: number, on: boolean) => void;
  readOnly: boolean;
  onOpen: (object: ObjectOfInterest, label: string) => void;
  onToggleMark: (id: string, label: string) => void;
  onSwap: (catIdx: number, from: string, to: string) => void;
}

const DRAG_TYPE = 'application/x-cytocampus-object';
/** Crops to a row on a phone: six would leave no room for their labels. */
const PHONE_ROW_SIZE = 3;

/**
 * The objects of interest by category, six to a row (spec: OOI row size), as crops: a click shows
 * the object in the viewer, the flag marks it, dragging one onto another of the row swaps them.
 */
export function ObjectRows(props: ObjectRowsProps) {
  const { revisionId, objects, restricted, category, onCategory, marked, visited, selected, solution, showCellTypes, gamma, readOnly } = props;
  if (restricted) {
    return (
      <Text fz="sm" c="dimmed" p="sm">
        {REVIEW_SCREEN_TEXT.objectsRestricted}
      </Text>
    );
  }
  const reference = new Set(solution?.objects ?? []);
  return (
    <Tabs
      value={String(category)}
      onChange={(value) => onCategory(Number(value ?? 0))}
      keepMounted={false}
      variant="outline"
      classNames={{ tab: classes.objectTab }}
    >
      <Tabs.List>
        {OOI_CATEGORIES.map((cat) => (
          <Tabs.Tab
            key={cat.key}
            value={String(cat.idx)}
            leftSection={<span className={classes.swatch} style={{ background: CATEGORY_COLORS[cat.idx] }} />}
            rightSection={
              <Badge size="xs" variant="light" color="gray">
                {objects[cat.idx]?.length ?? 0}
              </Badge>
            }
          >
            {cat.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {OOI_CATEGORIES.map((cat) => (
        <Tabs.Panel key={cat.key} value={String(cat.idx)} pt="sm" data-gamma={gamma[cat.idx] || undefined} className={classes.rowsPanel}>
          <Group justify="flex-end" mb={6}>
            <Switch
              size="xs"
              label={REVIEW_SCREEN_TEXT.gamma}
              checked={gamma[cat.idx] ?? false}
              onChange={(event) => props.onGamma(cat.idx, event.currentTarget.checked)}
            />
          </Group>
          {(objects[cat.idx] ?? []).length === 0 ? (
            <Text fz="sm" c="dimmed">
              {REVIEW_SCREEN_TEXT.noObjects}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: PHONE_ROW_SIZE, sm: SLIDE_LIMITS.ooiRowSize }} spacing={8} verticalSpacing={8} role="list" aria-label={cat.name}>
              {(objects[cat.idx] ?? []).map((object, place) => {
                const label = objectLabel(object, place);
                const isMarked = marked.includes(object.id);
                const note = solution?.objectText[object.id];
                const cellType = showCellTypes ? solution?.cellTypes[object.id] : undefined;
                return (
                  <Paper
                    key={object.id}
                    withBorder
                    p={4}
                    role="listitem"
                    aria-label={label}
                    className={classes.objectCard}
                    data-selected={selected === object.id || undefined}
                    data-marked={isMarked || undefined}
                    data-reference={reference.has(object.id) || undefined}
                    draggable={!readOnly}
                    onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, object.id)}
                    onDragOver={(event) => !readOnly && event.preventDefault()}
                    onDrop={(event) => {
                      event.preventDefault();
                      const from = event.dataTransfer.getData(DRAG_TYPE);
                      if (from) props.onSwap(cat.idx, from, object.id);
                    }}
                  >
                    <Stack gap={4}>
                      <UnstyledButton onClick={() => props.onOpen(object, label)} aria-label={`Show ${label}`}>
                        <CropImage src={cropUrl(revisionId, object)} alt={label} />
                      </UnstyledButton>
                      <Group justify="space-between" gap={2} wrap="nowrap">
                        <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
                          {visited.has(object.id) && <Box className={classes.visitedDot} aria-label="visited" />}
                          <Text fz={11} fw={600} truncate>
                            {label}
                          </Text>
                        </Group>
                        {!readOnly && (
                          <Tooltip label={isMarked ? REVIEW_SCREEN_TEXT.unmarkObject(label) : REVIEW_SCREEN_TEXT.markObject(label)} withArrow>
                            <ActionIcon
                              size="sm"
                              variant={isMarked ? 'filled' : 'subtle'}
                              color={isMarked ? 'grape' : 'gray'}
                              aria-pressed={isMarked}
                              aria-label={isMarked ? REVIEW_SCREEN_TEXT.unmarkObject(label) : REVIEW_SCREEN_TEXT.markObject(label)}
                              onClick={() => props.onToggleMark(object.id, label)}
                            >
                              {isMarked ? <IconFlagFilled size={14} /> : <IconFlag size={14} />}
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </Group>
                      {reference.has(object.id) && (
                        <Badge size="xs" color="teal" variant="light">
                          {REVIEW_SCREEN_TEXT.solutionBadge}
                        </Badge>
                      )}
                      {cellType && (
                        <Text fz={11} c="dimmed" lineClamp={2}>
                          {cellType}
                        </Text>
                      )}
                      {note && (
                        <Text fz={11} c="teal.8" lineClamp={3}>
                          {note}
                        </Text>
                      )}
                    </Stack>
                  </Paper>
                );
              })}
            </SimpleGrid>
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
