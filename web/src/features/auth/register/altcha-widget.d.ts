import type { CSSProperties, DetailedHTMLProps, HTMLAttributes } from 'react';

/** The altcha web component as JSX sees it (its own React typings are not exported by the package). */
interface AltchaWidgetAttributes extends DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> {
  challenge?: string;
  name?: string;
  auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
  type?: 'native' | 'checkbox' | 'switch';
  display?: 'standard' | 'bar' | 'floating' | 'overlay' | 'invisible';
  language?: string;
  configuration?: string;
  style?: CSSProperties & Record<`--altcha-${string}`, string>;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': AltchaWidgetAttributes;
    }
  }
}
