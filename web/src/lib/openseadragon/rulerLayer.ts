/**
 * The ruler: two clicks on the image measure the distance between them in micrometres. Nothing is
 * saved. Points are kept in level-0 pixels and drawn through the view geometry, so the line stays on
 * the tissue while the user pans, zooms, rotates or flips; between clicks a line follows the pointer.
 */
import { distanceMicrons, formatLength, type PixelSpacing } from './calibration';
import { imageToViewer, viewerToImage, type Point, type ViewGeometry } from './viewGeometry';

export interface Measurement {
  micrometres: number;
  label: string;
  from: Point;
  to: Point;
}

export interface RulerLayer {
  /** A click on the image (level-0 pixels): starts a measurement, or ends the one started. */
  click(point: Point): Measurement | null;
  /** The pointer moved to this viewer pixel (null: it left the viewer). */
  hover(viewerPoint: Point | null): void;
  redraw(view: ViewGeometry): void;
  clear(): void;
  destroy(): void;
}

const SVG = 'http://www.w3.org/2000/svg';
const svgElement = <K extends keyof SVGElementTagNameMap>(name: K, className: string): SVGElementTagNameMap[K] => {
  const element = document.createElementNS(SVG, name);
  element.setAttribute('class', className);
  return element;
};

/** Beside the middle of the line, on its upper side, so the text never sits on the line. */
function placeLabel(text: SVGTextElement, a: Point, b: Point): void {
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  let normal = { x: (a.y - b.y) / length, y: (b.x - a.x) / length };
  if (normal.y > 0 || (normal.y === 0 && normal.x > 0)) normal = { x: -normal.x, y: -normal.y };
  const gap = 12;
  text.setAttribute('x', ((a.x + b.x) / 2 + normal.x * gap).toFixed(1));
  text.setAttribute('y', ((a.y + b.y) / 2 + normal.y * gap).toFixed(1));
  text.setAttribute('text-anchor', normal.x < -0.5 ? 'end' : normal.x > 0.5 ? 'start' : 'middle');
  text.setAttribute('dominant-baseline', normal.y < -0.5 ? 'auto' : 'middle');
}

export function createRulerLayer(host: HTMLElement, spacing: PixelSpacing, currentView: () => ViewGeometry): RulerLayer {
  const svg = svgElement('svg', 'cc-wsi-ruler');
  svg.setAttribute('aria-hidden', 'true');
  const halo = svgElement('line', 'cc-wsi-ruler-halo');
  const line = svgElement('line', 'cc-wsi-ruler-line');
  const ends = [svgElement('circle', 'cc-wsi-ruler-end'), svgElement('circle', 'cc-wsi-ruler-end')] as const;
  const text = svgElement('text', 'cc-wsi-ruler-label');
  for (const end of ends) end.setAttribute('r', '4.5');
  svg.append(halo, line, ...ends, text);
  host.append(svg);

  let from: Point | null = null;
  let to: Point | null = null;
  let pointer: Point | null = null;

  const draw = (view: ViewGeometry) => {
    const end = to ?? pointer;
    svg.style.display = from && end ? '' : 'none';
    if (!from || !end) return;
    const a = imageToViewer(from, view);
    const b = imageToViewer(end, view);
    for (const element of [halo, line]) {
      element.setAttribute('x1', a.x.toFixed(1));
      element.setAttribute('y1', a.y.toFixed(1));
      element.setAttribute('x2', b.x.toFixed(1));
      element.setAttribute('y2', b.y.toFixed(1));
    }
    ends[0].setAttribute('cx', a.x.toFixed(1));
    ends[0].setAttribute('cy', a.y.toFixed(1));
    ends[1].setAttribute('cx', b.x.toFixed(1));
    ends[1].setAttribute('cy', b.y.toFixed(1));
    ends[1].style.display = to ? '' : 'none';
    placeLabel(text, a, b);
    text.textContent = formatLength(distanceMicrons(from, end, spacing));
  };

  const redrawNow = () => draw(currentView());
  redrawNow();
  return {
    click(point) {
      if (!from || to) {
        from = point;
        to = null;
        redrawNow();
        return null;
      }
      to = point;
      redrawNow();
      const micrometres = distanceMicrons(from, to, spacing);
      return { micrometres, label: formatLength(micrometres), from, to };
    },
    hover(viewerPoint) {
      pointer = viewerPoint ? viewerToImage(viewerPoint, currentView()) : null;
      if (from && !to) redrawNow();
    },
    redraw: draw,
    clear() {
      from = null;
      to = null;
      redrawNow();
    },
    destroy: () => svg.remove(),
  };
}
