import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ContentItem } from '@cytocampus/contracts';
import { formatDate } from '../../../shared/format/dates';
import type { ListColumn } from '../../../shared/list/ListTable';
import { ContentStateBadges } from '../detail/ContentStateBadges';

/** The columns of a content list; rows open the item's current revision by its item id. */
export function contentColumns(href: (item: ContentItem) => string): ListColumn<ContentItem>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      render: (item) => (
        <Anchor component={Link} to={href(item)} fw={600} fz="sm">
          {item.name}
        </Anchor>
      ),
    },
    {
      key: 'description',
      header: 'Description',
      wide: true,
      render: (item) => (
        <Text fz="sm" lineClamp={1}>
          {item.description || '—'}
        </Text>
      ),
    },
    { key: 'state', header: 'Status', nowrap: true, render: (item) => <ContentStateBadges item={item} size="sm" /> },
    { key: 'owner', header: 'Owner', wide: true, nowrap: true, render: (item) => <Text fz="sm">{item.ownerName ?? '—'}</Text> },
    // Dates as the spec shows them (part 2 section 9): 'MMM D, YYYY'.
    { key: 'updated', header: 'Updated', nowrap: true, render: (item) => <Text fz="sm">{formatDate(item.updated)}</Text> },
  ];
}
