import { useParams } from 'react-router';
import type { ReportScope } from '../reportScope';
import { ReportPage } from './ReportPage';

/** {section}/{id}/{back?}: a report's page ({section}/new, the form, is a route of its own). */
export function ReportItemPage({ scope }: { scope: ReportScope }) {
  const { contentId = '' } = useParams();
  return <ReportPage key={contentId} scope={scope} id={contentId} />;
}
