import type { ObjectOfInterest, SlideItem } from '@cytocampus/contracts';
import { isApiFailure } from '../../../http/errors';
import { showToast } from '../../../shared/feedback/toast';
import { useAddSlideObjectMutation, useChangeSlideObjectMutation, useRemoveSlideObjectMutation } from '../api';
import { SLIDE_TEXT } from '../slideTexts';

const report = (result: { error?: unknown }): boolean => {
  if (result.error === undefined) return true;
  showToast({ message: isApiFailure(result.error) ? result.error.message : 'Please try again.' });
  return false;
};

/**
 * Object changes are saved at once (they have their own calls, outside the form): a custom object
 * at a point, another category (at its end), another place in its category, removal of a custom one.
 */
export function useObjectEditing(slide: SlideItem) {
  const [add, adding] = useAddSlideObjectMutation();
  const [change, changing] = useChangeSlideObjectMutation();
  const [remove, removing] = useRemoveSlideObjectMutation();
  const id = slide.id;
  return {
    busy: adding.isLoading || changing.isLoading || removing.isLoading,
    addAt: async (x: number, y: number, catIdx: number) => {
      if (report(await add({ id, x: Math.round(x), y: Math.round(y), catIdx }))) showToast({ message: SLIDE_TEXT.objectAdded, level: 'info' });
    },
    moveToCategory: async (object: ObjectOfInterest, catIdx: number) => {
      report(await change({ id, objectId: object.id, catIdx, rank: slide.objects[catIdx]?.length ?? 0 }));
    },
    moveTo: async (object: ObjectOfInterest, rank: number) => {
      report(await change({ id, objectId: object.id, catIdx: object.cat.idx, rank }));
    },
    remove: async (object: ObjectOfInterest) => {
      report(await remove({ id, objectId: object.id }));
    },
  };
}

export type ObjectEditing = ReturnType<typeof useObjectEditing>;
