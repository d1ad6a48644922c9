import { useMemo, useRef, useState } from 'react';
import { Grid, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { OOI_CATEGORIES, type SlideItem } from '@cytocampus/contracts';
import { WholeSlideViewer, type ViewerObject, type WholeSlideViewerHandle } from '../../../lib/openseadragon';
import { slideSource } from '../../../shared/slides/slideSource';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import type { SolutionPicker } from '../detail/useSolutionPick';
import { ObjectGrid } from '../objects/ObjectGrid';
import { CATEGORY_COLORS, objectLabel } from '../../../shared/slides/objectLabels';
import { useObjectEditing } from '../objects/useObjectEditing';
import { mayEdit } from '../slideRules';
import { AddObjectControls } from './AddObjectControls';

const VIEWER_HEIGHT = 640;

/**
 * Preview: the whole-slide viewer with every object as a marker in its category's colour, beside
 * the object editor: add a custom object where the author clicks, and the chosen category's
 * objects (click one to centre it).
 */
export function SlidePreview({ slide, solution }: { slide: SlideItem; solution: SolutionPicker }) {
  const viewer = useRef<WholeSlideViewerHandle>(null);
  const userId = useGetCurrentUserQuery().data?.id ?? '';
  const editing = useObjectEditing(slide);
  const canEdit = mayEdit(slide, userId);
  const [catIdx, setCatIdx] = useState(0);
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const source = useMemo(() => slideSource(slide.id, slide.image), [slide]);
  const markers = useMemo<ViewerObject[]>(
    () =>
      slide.objects.flatMap((list) =>
        list.map((object, place) => ({
          id: object.id,
          x: object.coords.x,
          y: object.coords.y,
          label: objectLabel(object, place),
          color: CATEGORY_COLORS[object.cat.idx],
        })),
      ),
    [slide.objects],
  );
  const objects = slide.objects[catIdx] ?? [];

  const show = (id: string) => {
    setSelected(id);
    viewer.current?.goToObject(id);
  };
  const imageClicked = (x: number, y: number) => {
    if (!adding) return;
    setAdding(false);
    void editing.addAt(x, y, catIdx);
  };

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder p={0} h={VIEWER_HEIGHT} style={{ overflow: 'hidden' }}>
          <WholeSlideViewer
            ref={viewer}
            source={source}
            objects={markers}
            selectedObjectId={selected}
            initialMagnification="fit"
            onObjectClick={(id) => setSelected(id)}
            onImageClick={(point) => imageClicked(point.x, point.y)}
          />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder p="md" h={VIEWER_HEIGHT}>
          <Stack gap="sm" h="100%">
            <AddObjectControls catIdx={catIdx} onCategory={setCatIdx} adding={adding} onAdding={setAdding} canAdd={canEdit} busy={editing.busy} />
            <Text fz="sm" fw={600}>{`${OOI_CATEGORIES[catIdx]!.name}: ${objects.length}`}</Text>
            <ScrollArea style={{ flex: 1 }} type="auto">
              <ObjectGrid
                slideId={slide.id}
                objects={objects}
                label={`${OOI_CATEGORIES[catIdx]!.name} objects`}
                cols={2}
                solution={solution}
                editing={canEdit ? editing : null}
                selected={selected}
                onSelect={show}
              />
            </ScrollArea>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
