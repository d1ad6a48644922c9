import { useParams } from 'react-router';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { DetailStatus } from '../../../shared/detail/DetailStatus';
import { SECTIONS } from '../../../shared/navigation/sections';
import { useGetSlideQuery } from '../api';
import type { ContentKit } from '../contentKit';
import { slideRooms } from '../../../realtime/itemRooms';
import { useItemRooms } from '../../../realtime/useItemRooms';
import { isUnderWay } from '../slideRules';
import { SLIDE_TEXT } from '../slideTexts';
import { SlideEditor } from './SlideEditor';

/** /dashboard/content/slides/{contentId}/{back?}: one slide (a revision id or an item id), followed live while open; 'new' creates one. */
export function SlideDetailPage({ kit }: { kit: ContentKit }) {
  const { contentId = 'new' } = useParams();
  const { data: user } = useGetCurrentUserQuery();
  const isNew = contentId === 'new';
  const scope = user ? kit.scopeOf(user) : null;
  const { data: slide, error, refetch } = useGetSlideQuery(contentId, { skip: isNew || !scope });
  // Joined (again): a change made before the page listened is caught up with one refetch.
  useItemRooms(slideRooms, slide && !isNew ? [slide.id] : [], () => slide && isUnderWay(slide.status) && void refetch());
  if (!user || !scope) return null;
  if (!isNew && !slide) return <DetailStatus singular={SLIDE_TEXT.singular} error={error} listPath={SECTIONS.contentSlides.path} />;
  // A new key per slide: its form and mode start afresh (a clone opens in its own form).
  return <SlideEditor key={contentId} kit={kit} scope={scope} user={user} slide={isNew ? undefined : slide} refetch={() => void refetch()} />;
}
