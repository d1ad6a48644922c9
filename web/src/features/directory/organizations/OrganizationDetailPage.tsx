import { useParams } from 'react-router';
import { DetailStatus } from '../../../shared/detail/DetailStatus';
import { SECTIONS } from '../../../shared/navigation/sections';
import { useGetOrganizationQuery } from '../api';
import { OrganizationEditor } from './OrganizationEditor';

/** /dashboard/admin/organizations/{contentId}/{back?}. */
export function OrganizationDetailPage() {
  const { contentId = 'new' } = useParams();
  const isNew = contentId === 'new';
  const { data: organization, error } = useGetOrganizationQuery(contentId, { skip: isNew });
  if (!isNew && !organization) return <DetailStatus singular="Organization" error={error} listPath={SECTIONS.adminOrganizations.path} />;
  return <OrganizationEditor key={contentId} organization={organization} />;
}
