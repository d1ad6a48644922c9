import { describe, expect, it } from '@jest/globals';
import { manualClock } from './manualClock';
import { createAnnouncer, objectAtCentre, slideRegion, viewAnnouncement } from './viewAnnouncement';
import type { ViewGeometry } from './viewGeometry';

const view = {
  magnificationLabel: '10x',
  center: { x: 4200, y: 7000 },
  imageSize: { width: 10_000, height: 10_000 },
  rotation: 0,
  flipped: false,
  objectAtCentre: null,
};

describe('the sentence a view is announced with', () => {
  it('says the magnification, the centre as a share of the slide and its region, and the rotation', () => {
    expect(viewAnnouncement(view)).toBe('Magnification 10x. 42% across, 70% down the slide: lower centre. Rotated 0°.');
    expect(viewAnnouncement({ ...view, rotation: 270, flipped: true, center: { x: 100, y: 5000 } })).toBe(
      'Magnification 10x. 1% across, 50% down the slide: middle left. Rotated 270°, flipped.',
    );
  });

  it('names the object at the centre when there is one', () => {
    expect(viewAnnouncement({ ...view, magnificationLabel: '40x', objectAtCentre: 'Area 3' })).toMatch(/ At the centre: Area 3\.$/);
  });

  it('keeps the shares within the slide, even when the view is past its edge', () => {
    expect(viewAnnouncement({ ...view, center: { x: -50, y: 12_000 } })).toContain('0% across, 100% down the slide: lower left.');
  });

  it('names the nine regions', () => {
    expect(slideRegion(10, 10)).toBe('upper left');
    expect(slideRegion(50, 50)).toBe('centre');
    expect(slideRegion(90, 50)).toBe('middle right');
    expect(slideRegion(100, 100)).toBe('lower right');
  });
});

describe('the object at the centre', () => {
  const geometry: ViewGeometry = { center: { x: 1000, y: 1000 }, rotation: 0, flipped: false, scale: 0.5, viewerSize: { width: 800, height: 600 } };
  it('is the nearest object whose marker covers the centre of the view, at this scale', () => {
    const objects = [
      { id: 'far', x: 1100, y: 1000 },
      { id: 'near', x: 1010, y: 1000 },
      { id: 'edge', x: 1000, y: 1028 },
    ];
    expect(objectAtCentre(objects, geometry)?.id).toBe('near');
    expect(objectAtCentre([objects[0]!], geometry)).toBeNull();
    // 28 level-0 pixels are 14 screen pixels at 0.5, inside the 15 px marker radius; at 2 they are 56.
    expect(objectAtCentre([objects[2]!], geometry)?.id).toBe('edge');
    expect(objectAtCentre([objects[2]!], { ...geometry, scale: 2 })).toBeNull();
  });
});

describe('the announcement throttle', () => {
  it('says the first view at once, then at most one every interval, always the latest, never the same twice', () => {
    const { clock, advance } = manualClock();
    const heard: [number, string][] = [];
    const announcer = createAnnouncer((text) => heard.push([clock.now(), text]), clock, 1500);
    announcer.say('a');
    advance(200);
    announcer.say('b');
    advance(200);
    announcer.say('c');
    advance(2000);
    announcer.say('c');
    advance(2000);
    expect(heard).toEqual([
      [0, 'a'],
      [1500, 'c'],
    ]);
  });

  it('says an answer to a key press at once, replacing a waiting view', () => {
    const { clock, advance } = manualClock();
    const heard: string[] = [];
    const announcer = createAnnouncer((text) => heard.push(text), clock, 1500);
    announcer.say('view 1');
    announcer.say('view 2');
    announcer.sayNow('Gamma 1.10');
    advance(3000);
    expect(heard).toEqual(['view 1', 'Gamma 1.10']);
  });
});
