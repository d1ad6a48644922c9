import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { DetailStatus } from '../../../shared/detail/DetailStatus';
import { SECTIONS } from '../../../shared/navigation/sections';
import { useGetUserQuery } from '../api';
import type { DirectoryScope } from '../shared/creatorRights';
import { UserEditor } from './UserEditor';
import { UserExtraActions } from './userExtraActions';

/** /…/users/{contentId}/{back?}: one user, or a new one when contentId is 'new'; `viewProgress` is the progress overlay's button (the app's). */
export function UserDetailPage({ scope, viewProgress = null }: { scope: DirectoryScope; viewProgress?: ((userId: string) => ReactNode) | null }) {
  const { contentId = 'new' } = useParams();
  const { data: currentUser } = useGetCurrentUserQuery();
  const isNew = contentId === 'new';
  const orgId = scope === 'org' ? (currentUser?.orgId ?? undefined) : undefined;
  const { data: user, error } = useGetUserQuery({ id: contentId, orgId }, { skip: isNew });
  if (!currentUser) return null;
  const listPath = scope === 'admin' ? SECTIONS.adminUsers.path : SECTIONS.orgUsers.path;
  if (!isNew && !user) return <DetailStatus singular="User" error={error} listPath={listPath} />;
  // A new key per item: its form and mode start afresh.
  return (
    <UserExtraActions.Provider value={viewProgress}>
      <UserEditor key={contentId} scope={scope} user={user} currentUser={currentUser} />
    </UserExtraActions.Provider>
  );
}
