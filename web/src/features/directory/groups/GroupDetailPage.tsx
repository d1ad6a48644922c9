import { useParams } from 'react-router';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { DetailStatus } from '../../../shared/detail/DetailStatus';
import { SECTIONS } from '../../../shared/navigation/sections';
import { useGetGroupQuery } from '../api';
import { GroupEditor } from './GroupEditor';

/** /dashboard/org/groups/{contentId}/{back?}. */
export function GroupDetailPage() {
  const { contentId = 'new' } = useParams();
  const { data: user } = useGetCurrentUserQuery();
  const isNew = contentId === 'new';
  const { data: group, error } = useGetGroupQuery(contentId, { skip: isNew });
  if (!user?.orgId) return null;
  if (!isNew && !group) return <DetailStatus singular="Group" error={error} listPath={SECTIONS.orgGroups.path} />;
  return <GroupEditor key={contentId} group={group} orgId={group?.orgId ?? user.orgId} />;
}
