import { describe, expect, it } from '@jest/globals';
import { distanceMicrons, micronsPerViewerPixel, pixelSpacing } from './calibration';
import { imageToViewer, viewerDeltaToImage, viewerToImage, visibleImageBounds, type ViewGeometry } from './viewGeometry';
import { flipOrientation, normaliseRotation, rotateOrientation, UPRIGHT, type Orientation, type Rotation } from './viewOrientation';

const ROTATIONS: Rotation[] = [0, 90, 180, 270];
const ORIENTATIONS: Orientation[] = ROTATIONS.flatMap((rotation) => [false, true].map((flipped) => ({ rotation, flipped })));

const view = (orientation: Orientation, scale = 1): ViewGeometry => ({
  ...orientation,
  center: { x: 2000, y: 1500 },
  scale,
  viewerSize: { width: 1000, height: 600 },
});

describe('orientation', () => {
  it('turns in quarter steps and wraps', () => {
    let orientation = UPRIGHT;
    const seen: Rotation[] = [];
    for (let step = 0; step < 5; step += 1) {
      orientation = rotateOrientation(orientation, 'clockwise');
      seen.push(orientation.rotation);
    }
    expect(seen).toEqual([90, 180, 270, 0, 90]);
    expect(rotateOrientation(UPRIGHT, 'counterclockwise').rotation).toBe(270);
    expect(normaliseRotation(-450)).toBe(270);
    expect(normaliseRotation(44)).toBe(0);
    expect(normaliseRotation(46)).toBe(90);
  });

  it('keeps "clockwise" looking clockwise when the view is flipped', () => {
    const flipped = flipOrientation(UPRIGHT);
    expect(flipped).toEqual({ rotation: 0, flipped: true });
    expect(rotateOrientation(flipped, 'clockwise').rotation).toBe(270);
    // On screen: the image's right edge moves down under a clockwise turn, flipped or not.
    for (const start of [UPRIGHT, flipped]) {
      const before = view(start);
      const after = view(rotateOrientation(start, 'clockwise'));
      const edge = { x: before.center.x + (start.flipped ? -100 : 100), y: before.center.y };
      const screenBefore = imageToViewer(edge, before);
      const screenAfter = imageToViewer(edge, after);
      const turnedOnScreen = { x: screenBefore.x - 500, y: screenBefore.y - 300 };
      expect(turnedOnScreen.y).toBeCloseTo(0, 9);
      expect(screenAfter.x - 500).toBeCloseTo(-turnedOnScreen.y, 9);
      expect(screenAfter.y - 300).toBeCloseTo(turnedOnScreen.x, 9);
    }
  });
});

describe('view geometry', () => {
  it('maps the centre to the middle of the viewer and round-trips in every orientation', () => {
    for (const orientation of ORIENTATIONS) {
      const geometry = view(orientation, 0.37);
      expect(imageToViewer(geometry.center, geometry)).toEqual({ x: 500, y: 300 });
      const point = { x: 2345.5, y: 1200.25 };
      const back = viewerToImage(imageToViewer(point, geometry), geometry);
      expect(back.x).toBeCloseTo(point.x, 9);
      expect(back.y).toBeCloseTo(point.y, 9);
    }
  });

  it('rotates clockwise and mirrors horizontally like OpenSeadragon', () => {
    const right = { x: 2100, y: 1500 };
    expect(imageToViewer(right, view({ rotation: 0, flipped: false }))).toEqual({ x: 600, y: 300 });
    const turned = imageToViewer(right, view({ rotation: 90, flipped: false }));
    expect(turned.x).toBeCloseTo(500, 9);
    expect(turned.y).toBeCloseTo(400, 9);
    expect(imageToViewer(right, view({ rotation: 0, flipped: true }))).toEqual({ x: 400, y: 300 });
    const both = imageToViewer({ x: 2000, y: 1600 }, view({ rotation: 90, flipped: true }));
    expect(both.x).toBeCloseTo(600, 9);
    expect(both.y).toBeCloseTo(300, 9);
  });

  it('turns screen movements into image movements (keyboard panning)', () => {
    const delta = viewerDeltaToImage({ x: 10, y: 0 }, view({ rotation: 90, flipped: false }, 0.5));
    expect(delta.x).toBeCloseTo(0, 9);
    expect(delta.y).toBeCloseTo(-20, 9);
  });

  it('encloses the tilted visible area', () => {
    const upright = visibleImageBounds(view(UPRIGHT, 0.5));
    expect(upright).toEqual({ x: 1000, y: 900, width: 2000, height: 1200 });
    const quarter = visibleImageBounds(view({ rotation: 90, flipped: true }, 0.5));
    expect(quarter.width).toBeCloseTo(1200, 9);
    expect(quarter.height).toBeCloseTo(2000, 9);
    expect(quarter.x).toBeCloseTo(1400, 9);
  });
});

describe('ruler distance', () => {
  const spacing = pixelSpacing(0.25)!;

  it('measures level-0 distances in micrometres', () => {
    expect(distanceMicrons({ x: 0, y: 0 }, { x: 400, y: 0 }, spacing)).toBe(100);
    expect(distanceMicrons({ x: 10, y: 10 }, { x: 40, y: 50 }, spacing)).toBeCloseTo(12.5, 12);
  });

  it('gives the same distance for the same two screen points in every orientation (square pixels)', () => {
    const a = { x: 300, y: 200 };
    const b = { x: 700, y: 200 };
    for (const orientation of ORIENTATIONS) {
      const geometry = view(orientation, 1);
      expect(distanceMicrons(viewerToImage(a, geometry), viewerToImage(b, geometry), spacing)).toBeCloseTo(100, 9);
      const zoomedOut = view(orientation, 0.25);
      expect(distanceMicrons(viewerToImage(a, zoomedOut), viewerToImage(b, zoomedOut), spacing)).toBeCloseTo(400, 9);
    }
  });

  it('uses the axis the screen line lies on when x and y spacings differ', () => {
    const uneven = { x: 0.25, y: 0.5 };
    const a = { x: 300, y: 200 };
    const b = { x: 700, y: 200 };
    for (const flipped of [false, true]) {
      const across = view({ rotation: 0, flipped });
      const turned = view({ rotation: 90, flipped });
      expect(distanceMicrons(viewerToImage(a, across), viewerToImage(b, across), uneven)).toBeCloseTo(100, 9);
      expect(distanceMicrons(viewerToImage(a, turned), viewerToImage(b, turned), uneven)).toBeCloseTo(200, 9);
      expect(micronsPerViewerPixel(turned, uneven)).toBeCloseTo(0.5, 12);
    }
  });

  it('reads calibration as one number or per axis, and refuses nonsense', () => {
    expect(pixelSpacing({ x: 0.25, y: 0.26 })).toEqual({ x: 0.25, y: 0.26 });
    expect(pixelSpacing(null)).toBeNull();
    expect(pixelSpacing(0)).toBeNull();
    expect(pixelSpacing({ x: 0.25, y: -1 })).toBeNull();
  });
});
