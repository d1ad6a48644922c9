import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Badge, Box, Group, Paper, SimpleGrid, Stack, Switch, Tabs, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconFlag, IconFlagFilled } from '@tabler/icons-react';
import { OOI_CATEGORIES, SLIDE_LIMITS, type ObjectOfInterest, type SlideSolution } from '@cytocampus/contracts';
import { CropImage } from '../../../shared/slides/CropImage';
import { CATEGORY_COLORS } from '../../../shared/slides/objectLabels';
import { cropUrl } from '../../../shared/slides/slideSource';
import { perRowOf, rowKeyAction } from './objectRowKeys';
import { REVIEW_SCREEN_TEXT } from './slideReviewTexts';
import classes from './SlideReview.module.css';

interface ObjectRowsProps {
  revisionId: string;
  /** Each category's objects in the reviewer's order. */
  objects: ObjectOfInterest[][];
  /** Each object's name ('Area 3'), fixed by the slide's order so that moving an object does not rename it. */
  labels: ReadonlyMap<string, string>;
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
 * the object in the viewer, the flag marks it, dragging one onto another of the row swaps them. By
 * keyboard (objectRowKeys.ts) each list is one tab stop: arrows move between crops, M marks, Alt
 * with an arrow moves the object.
 */
export function ObjectRows(props: ObjectRowsProps) {
  const { objects, restricted, category, onCategory, gamma } = props;
  if (restricted) {
    return (
      <Text fz="sm" c="dimmed" p="sm">
        {REVIEW_SCREEN_TEXT.objectsRestricted}
      </Text>
    );
  }
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
            <CropList {...props} catIdx={cat.idx} categoryName={cat.name} list={objects[cat.idx] ?? []} />
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

interface CropListProps extends ObjectRowsProps {
  catIdx: number;
  categoryName: string;
  list: ObjectOfInterest[];
}

/** One category's crops: a list with a single tab stop that follows the arrow keys (roving tabindex). */
function CropList(props: CropListProps) {
  const { revisionId, labels, marked, visited, selected, solution, showCellTypes, readOnly, catIdx, categoryName, list } = props;
  const reference = new Set(solution?.objects ?? []);
  const [activeId, setActiveId] = useState<string | null>(null);
  const active = list.some((object) => object.id === activeId) ? activeId : (list[0]?.id ?? null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // A moved object's button is put back in the DOM, which loses focus: it is focused again after the render.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (refocus.current === null) return;
    buttons.current.get(refocus.current)?.focus();
    refocus.current = null;
  });

  const onKeyDown = (event: KeyboardEvent, object: ObjectOfInterest, index: number, label: string) => {
    const tops = list.map((o) => buttons.current.get(o.id)?.getBoundingClientRect().top ?? 0);
    const action = rowKeyAction(event, index, list.length, perRowOf(tops));
    if (!action) return;
    event.preventDefault();
    if (action.type === 'focus') {
      const target = list[action.index]!.id;
      setActiveId(target);
      buttons.current.get(target)?.focus();
    } else if (readOnly) return;
    else if (action.type === 'mark') props.onToggleMark(object.id, label);
    else {
      refocus.current = object.id;
      props.onSwap(catIdx, object.id, list[action.index]!.id);
    }
  };

  const keysId = `crop-keys-${catIdx}`;
  return (
    <>
      <SimpleGrid cols={{ base: PHONE_ROW_SIZE, sm: SLIDE_LIMITS.ooiRowSize }} spacing={8} verticalSpacing={8} role="list" aria-label={categoryName}>
        {list.map((object, place) => {
          const label = labels.get(object.id) ?? object.id;
          const isMarked = marked.includes(object.id);
          const note = solution?.objectText[object.id];
          const cellType = showCellTypes ? solution?.cellTypes[object.id] : undefined;
          const seen = visited.has(object.id);
          return (
            <Paper
              key={object.id}
              withBorder
              p={4}
              role="listitem"
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
                if (from) props.onSwap(catIdx, from, object.id);
              }}
            >
              <Stack gap={4}>
                <UnstyledButton
                  ref={(element) => {
                    if (element) buttons.current.set(object.id, element);
                    else buttons.current.delete(object.id);
                  }}
                  className={classes.cropButton}
                  tabIndex={object.id === active ? 0 : -1}
                  onFocus={() => setActiveId(object.id)}
                  onKeyDown={(event) => onKeyDown(event, object, place, label)}
                  onClick={() => props.onOpen(object, label)}
                  aria-label={REVIEW_SCREEN_TEXT.cropName({ label, category: categoryName, marked: readOnly && !isMarked ? null : isMarked, seen })}
                  aria-describedby={readOnly ? undefined : keysId}
                >
                  <CropImage src={cropUrl(revisionId, object)} alt="" />
                </UnstyledButton>
                <Group justify="space-between" gap={2} wrap="nowrap">
                  <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
                    {seen && <Box className={classes.visitedDot} aria-hidden />}
                    <Text fz={11} fw={600} truncate aria-hidden>
                      {label}
                    </Text>
                  </Group>
                  {!readOnly && (
                    <Tooltip label={isMarked ? REVIEW_SCREEN_TEXT.unmarkObject(label) : REVIEW_SCREEN_TEXT.markObject(label)} withArrow>
                      {/* Out of the tab order: M on the crop marks it, so each list stays one tab stop. */}
                      <ActionIcon
                        size={26}
                        tabIndex={-1}
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
                  <Badge size="xs" color="teal.9" variant="filled">
                    {REVIEW_SCREEN_TEXT.solutionBadge}
                  </Badge>
                )}
                {cellType && (
                  <Text fz={11} c="dimmed" lineClamp={2}>
                    {cellType}
                  </Text>
                )}
                {note && (
                  <Text fz={11} c="teal.9" lineClamp={3}>
                    {note}
                  </Text>
                )}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      {!readOnly && (
        <span id={keysId} hidden>
          {REVIEW_SCREEN_TEXT.cropKeys}
        </span>
      )}
    </>
  );
}
