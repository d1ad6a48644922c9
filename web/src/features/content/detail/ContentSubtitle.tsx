import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ContentItem } from '@cytocampus/contracts';
import { formatDate } from '../../../shared/format/dates';
import { itemPath } from '../../../shared/navigation/sections';
import type { ContentSectionConfig } from '../contentSections';

/** Under the title: the owner and the last change; a revision links to the one it came from. */
export function ContentSubtitle({ item, config }: { item: ContentItem | undefined; config: ContentSectionConfig }) {
  if (!item) return <Text span fz="sm">{`A new ${config.singular.toLowerCase()}, inactive until you activate it.`}</Text>;
  const facts = [item.ownerName && `By ${item.ownerName}`, `updated ${formatDate(item.updated)}`].filter(Boolean).join(' · ');
  return (
    <Text span fz="sm">
      {facts}
      {item.previousId && (
        <>
          {' · a revision of the '}
          <Anchor component={Link} to={itemPath(config.section, item.previousId)} fz="sm">
            previous version
          </Anchor>
        </>
      )}
    </Text>
  );
}
