import { Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { LtiCatalogueCourse } from '@cytocampus/contracts';
import { itemTypeLabel } from '@cytocampus/domain';
import { LTI_SCREEN_TEXT as T } from '../ltiTexts';
import { courseTarget, itemTarget } from './deepLinkPicks';

interface CataloguePickerProps {
  catalogue: readonly LtiCatalogueCourse[];
  picked: ReadonlySet<string>;
  onToggle: (target: string) => void;
}

/** Each course with its items, a checkbox each: a checked course becomes a link to the course, a checked item a link to that item. */
export function CataloguePicker({ catalogue, picked, onToggle }: CataloguePickerProps) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {catalogue.map((course) => (
        <Paper component="li" withBorder p="md" key={course.moduleId}>
          <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <legend style={{ padding: 0 }}>
              <Text fw={650}>{course.title}</Text>
            </legend>
            <Stack gap="xs" mt="xs">
              <Checkbox label={T.pickCourse(course.title)} checked={picked.has(courseTarget(course))} onChange={() => onToggle(courseTarget(course))} />
              {course.items.map((item) => (
                <Checkbox
                  key={`${item.type}/${item.itemId}`}
                  pl="lg"
                  checked={picked.has(itemTarget(course, item))}
                  onChange={() => onToggle(itemTarget(course, item))}
                  label={
                    <Group gap={6} wrap="wrap" component="span">
                      <span>{item.title}</span>
                      <Text span fz="xs" c="dimmed">
                        {itemTypeLabel(item.type)}
                      </Text>
                      {item.graded && (
                        <Badge size="xs" variant="light" color="cyto" radius="sm">
                          {T.graded}
                        </Badge>
                      )}
                    </Group>
                  }
                />
              ))}
            </Stack>
          </fieldset>
        </Paper>
      ))}
    </Stack>
  );
}
