import type { ComponentType } from 'react';
import { IconBulb, IconFileText, IconListCheck, IconMicroscope, IconPresentation, IconSlideshow, IconZoomQuestion, type IconProps } from '@tabler/icons-react';

/** Each course item type's icon and colour. */
export const ITEM_TYPE_LOOK: Record<string, { icon: ComponentType<IconProps>; color: string }> = {
  presentation: { icon: IconPresentation, color: 'indigo' },
  quiz: { icon: IconListCheck, color: 'grape' },
  test: { icon: IconMicroscope, color: 'cyto' },
  case: { icon: IconSlideshow, color: 'teal' },
  known: { icon: IconBulb, color: 'orange' },
  unknown: { icon: IconZoomQuestion, color: 'pink' },
};

export const itemLook = (type: string) => ITEM_TYPE_LOOK[type] ?? { icon: IconFileText, color: 'gray' };
