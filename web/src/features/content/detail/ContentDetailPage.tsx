import { useParams } from 'react-router';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { contentRooms } from '../../../realtime/itemRooms';
import { useItemRooms } from '../../../realtime/useItemRooms';
import { DetailStatus } from '../../../shared/detail/DetailStatus';
import { useGetContentQuery } from '../api';
import { contentScopeOf } from '../contentAccess';
import { CONTENT_SECTIONS, type ContentSectionKey } from '../contentSections';
import { ContentEditor } from './ContentEditor';
import { TYPE_EDITORS } from './typeEditors';

/** {section path}/{contentId}/{back?}: one item (a revision id or an item id), or a new one with 'new'. */
export function ContentDetailPage({ sectionKey }: { sectionKey: ContentSectionKey }) {
  const config = CONTENT_SECTIONS[sectionKey];
  const { contentId = 'new' } = useParams();
  const { data: user } = useGetCurrentUserQuery();
  const isNew = contentId === 'new';
  const scope = user ? contentScopeOf(user, config.area) : null;
  const { data: item, error } = useGetContentQuery({ type: config.type, id: contentId }, { skip: isNew || !scope });
  // Changes others make reach the page while it is open.
  useItemRooms(contentRooms, item && !isNew ? [`${config.type}/${item.id}`] : []);
  if (!user || !scope) return null;
  if (!isNew && !item) return <DetailStatus singular={config.singular} error={error} listPath={config.section.path} />;
  const editor = TYPE_EDITORS[config.type];
  // A new key per item: its form and mode start afresh (a new revision opens in its own form).
  return (
    <ContentEditor
      key={`${sectionKey}:${contentId}`}
      config={config}
      scope={scope}
      user={user}
      item={item}
      renderer={editor?.renderer}
      newFields={editor?.newFields}
    />
  );
}
