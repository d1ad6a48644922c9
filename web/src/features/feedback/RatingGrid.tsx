import { Radio, Table, Text } from '@mantine/core';
import type { FeedbackRating } from '@cytocampus/contracts';
import { RATING_COLUMNS, ratingLabel, type RatedItem, type Ratings } from './ratings';
import classes from './RatingGrid.module.css';

interface RatingGridProps {
  /** The section's title: the grid's name, which tells apart the grids of a form. */
  caption: string;
  items: readonly RatedItem[];
  ratings: Ratings;
  onRate: (index: number, value: FeedbackRating) => void;
  disabled?: boolean;
}

/**
 * One section's rating grid (spec part 2 "Evaluation form page", section 5): a row per item and a
 * radio column per rating, 'Low/Poor' over 1, 'High/Excellent' over 5, 'Not Applicable' over N/A.
 * Each radio is named "item: rating"; a row's radios share a name, so arrow keys move within it.
 */
export function RatingGrid({ caption, items, ratings, onRate, disabled = false }: RatingGridProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table className={classes.grid} verticalSpacing="sm" striped highlightOnHover aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Td className={classes.itemColumn} />
            {RATING_COLUMNS.map((column) => (
              <Table.Td key={column.header} className={classes.choice}>
                <Text component="span" className={classes.scale}>
                  {column.scale}
                </Text>
              </Table.Td>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="col">Item</Table.Th>
            {RATING_COLUMNS.map((column) => (
              <Table.Th key={column.header} scope="col" className={classes.choice}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.index}>
              <Table.Th scope="row" className={classes.item}>
                {item.text}
              </Table.Th>
              {RATING_COLUMNS.map((column) => (
                <Table.Td key={column.header} className={classes.choice}>
                  <Radio
                    name={`rating-${item.index}`}
                    value={column.header}
                    aria-label={ratingLabel(item.text, column.value)}
                    checked={ratings[item.index] === column.value}
                    onChange={() => onRate(item.index, column.value)}
                    disabled={disabled}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
