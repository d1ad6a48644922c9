import { Stack, Tabs } from '@mantine/core';
import { categoryTabRows } from '../slideRules';

/** Details, Preview, then one tab per object category in rows of 6 (spec part 3 "Slide detail"). */
export function SlideTabList() {
  return (
    <Stack gap={0} mb="md">
      {categoryTabRows().map((row, index) => (
        <Tabs.List key={row[0]!.key} aria-label={index === 0 ? 'Slide' : 'More object categories'}>
          {index === 0 && (
            <>
              <Tabs.Tab value="details">Details</Tabs.Tab>
              <Tabs.Tab value="preview">Preview</Tabs.Tab>
            </>
          )}
          {row.map((category) => (
            <Tabs.Tab key={category.key} value={category.key}>
              {category.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      ))}
    </Stack>
  );
}
