import { OOI_CATEGORIES, type ObjectOfInterest } from '@cytocampus/contracts';

/** Marker colours per category index (ours): distinct on pink-purple Pap stains. */
export const CATEGORY_COLORS = ['#1c7ed6', '#e8590c', '#2f9e44', '#ae3ec9', '#f08c00'] as const;

/** An object as people name it: its category's short name and its place in that category ('Area 3'), custom ones marked. */
export function objectLabel(object: ObjectOfInterest, place: number): string {
  const category = OOI_CATEGORIES[object.cat.idx]?.groupType ?? 'Object';
  return `${category} ${place + 1}${object.custom ? ' (custom)' : ''}`;
}

/** Every object's label by id, from the slide's five ordered lists. */
export function objectLabels(objects: readonly (readonly ObjectOfInterest[])[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const list of objects) list.forEach((object, place) => labels.set(object.id, objectLabel(object, place)));
  return labels;
}
