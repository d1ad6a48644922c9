/**
 * The whole-slide viewer (web/src/lib/openseadragon) in a real Chromium, on a synthetic Pap smear
 * tiled at test time. The steps share one page and run in order, as a user would use the viewer.
 * Set VIEWER_SCREENSHOTS=<dir> to keep screenshots of the main states.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { waitUntil } from './harness.js';
import { boxOf, gridDifference, MIRRORED, pixelStats, recorded, rulerEnds, SAME, TURNED_HALF, waitForSettled, waitForText } from './viewer/viewerPage.js';
import { startViewerTestServer, type ViewerTestServer } from './viewer/viewerTestServer.js';

// The flags of web/e2e/harness.ts (Debian's Chromium; never a downloaded browser).
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let server: ViewerTestServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const label = () => page.getByTestId('magnification-label');
const viewer = () => page.getByTestId('slide-viewer');
const button = (name: string) => page.getByRole('button', { name, exact: true });
const keep = async (name: string) => {
  if (process.env.VIEWER_SCREENSHOTS) await page.screenshot({ path: join(process.env.VIEWER_SCREENSHOTS, `${name}.png`) });
};

function sourceConfig(kind: 'ok' | 'flaky' | 'broken', options: object = {}) {
  const { micronsPerPixel, objectivePower } = server.manifest;
  return { source: { dziUrl: `/slides/${kind}/slide.dzi`, micronsPerPixel, objectivePower }, objects: server.objects, options };
}

/** Clicks at viewer pixels (x, y). */
async function clickInViewer(x: number, y: number): Promise<void> {
  const box = await boxOf(viewer());
  await page.mouse.click(box.x + x, box.y + y);
}

beforeAll(async () => {
  server = await startViewerTestServer();
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(server.pageUrl(sourceConfig('ok')));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('whole-slide viewer', () => {
  it("opens at the spec's 1.25x, labelled '<2x', with a round scale bar", async () => {
    await waitForText(label(), '<2x');
    await waitForSettled(page);
    expect((await recorded(page)).opens).toEqual([{ width: 4000, height: 4000 }]);
    // 1.25x on a 40x scan: 32 level-0 pixels of 0.25 µm per screen pixel → 8 µm per pixel.
    const bar = page.getByTestId('scale-bar');
    expect(Number(await bar.getAttribute('data-micrometres'))).toBe(1000);
    expect(await bar.textContent()).toBe('1 mm');
    await keep('viewer-open');
  });

  it('zooms in steps of 2, to the 10x and 40x shortcuts, and no further than 40x', async () => {
    await button('Zoom in').click();
    await waitForText(label(), '2.5x');
    await button('Zoom to 40x').click();
    await waitForText(label(), '40x');
    await waitForSettled(page);
    expect(await button('Zoom in').isDisabled()).toBe(true);
    await page.getByRole('application', { name: 'Whole-slide image' }).press('-');
    await waitForText(label(), '20x');
    await waitForSettled(page);
    // The live region follows the label in a later render (and at most every 1.5 s): on a busy machine it may lag.
    const said = page.getByTestId('viewer-announcement');
    await waitUntil(async () => (await said.textContent())?.startsWith('Magnification 20x. ') === true, 'the live region to say 20x');
    await button('Zoom to 10x').click();
    await waitForText(label(), '10x');
  });

  it('shows tissue, not a blank or uniform picture', async () => {
    await waitForSettled(page);
    const stats = await pixelStats(page, viewer());
    await keep('viewer-10x');
    expect(stats.std).toBeGreaterThan(8);
    expect(stats.mean).toBeGreaterThan(60);
    const cells = new Set(stats.grid.map((grey) => Math.round(grey / 4)));
    expect(cells.size).toBeGreaterThan(10);
  });

  it('rotates and flips the picture itself', async () => {
    const upright = await pixelStats(page, viewer());
    await button('Rotate clockwise').click();
    await waitForText(page.getByTestId('rotation-label'), '90°');
    await page.getByRole('application', { name: 'Whole-slide image' }).press('r');
    await waitForText(page.getByTestId('rotation-label'), '180°');
    await waitForSettled(page);
    const turned = await pixelStats(page, viewer());
    expect(gridDifference(upright, turned, TURNED_HALF)).toBeLessThan(gridDifference(upright, turned, SAME) * 0.5);

    await button('Rotate counter-clockwise').click();
    await page.getByRole('application', { name: 'Whole-slide image' }).press('R');
    await waitForText(page.getByTestId('rotation-label'), '0°');
    await button('Flip horizontally').click();
    await waitForSettled(page);
    const mirrored = await pixelStats(page, viewer());
    expect(await button('Flip horizontally').getAttribute('aria-pressed')).toBe('true');
    expect(gridDifference(upright, mirrored, MIRRORED)).toBeLessThan(gridDifference(upright, mirrored, SAME) * 0.5);
    await button('Flip horizontally').click();
    await waitForSettled(page);
  });

  it('changes the pixels with gamma, and validates filters with the spec messages', async () => {
    const before = await pixelStats(page, viewer());
    await page.getByRole('slider', { name: 'Gamma' }).press('End');
    await waitUntil(async () => (await pixelStats(page, viewer())).mean > before.mean + 5, 'gamma 3 to lighten the picture');

    await button('Image filters').click();
    await page.getByRole('switch', { name: 'Threshold (black and white)' }).click();
    await page.getByRole('textbox', { name: 'Threshold' }).fill('300');
    await page.getByText('Threshold must be between 0 and 255.').waitFor();
    expect(await button('Apply').isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Contrast' }).fill('0');
    await page.getByText('Contrast adjustment must be positive.').waitFor();
    await page.getByRole('textbox', { name: 'Contrast' }).fill('1');
    await page.getByRole('textbox', { name: 'Threshold' }).fill('200');
    await button('Apply').click();
    await waitUntil(async () => (await pixelStats(page, viewer())).extremeShare > 0.8, 'a black-and-white picture');
    await keep('viewer-threshold');

    await button('Image filters').click();
    await button('Reset').click();
    await page.keyboard.press('Escape');
    await waitUntil(async () => Math.abs((await pixelStats(page, viewer())).mean - before.mean) < 3, 'the original picture back');
  });

  it('measures micrometres with the ruler, in any orientation, where the user clicked', async () => {
    await button('Home').click();
    await button('Zoom to 40x').click();
    await waitForText(label(), '40x');
    await waitForSettled(page);
    await button('Measure a distance').click();
    await clickInViewer(300, 300);
    await clickInViewer(700, 300);
    await waitUntil(async () => (await page.getByTestId('measurement').textContent()) !== null, 'a measurement');
    // 400 screen pixels at 40x are 400 level-0 pixels of 0.25 µm.
    expect((await recorded(page)).measures.at(-1)?.micrometres).toBeCloseTo(100, 0);
    expect(await page.getByTestId('measurement').textContent()).toBe('100 µm');

    await button('Rotate clockwise').click();
    await button('Flip horizontally').click();
    await waitForSettled(page);
    await clickInViewer(500, 200);
    await clickInViewer(500, 500);
    await waitForText(page.getByTestId('measurement'), '75 µm');
    const ends = await rulerEnds(page);
    [500, 200, 500, 500].forEach((expected, index) => expect(Math.abs(ends[index]! - expected)).toBeLessThan(1.5));
    await keep('viewer-ruler');
    await page.keyboard.press('Escape');
    await button('Measure a distance').click();
  });

  it('reports clicks on the image in level-0 pixels, whatever the orientation', async () => {
    const box = await boxOf(viewer());
    const geometry = await page.evaluate<{ center: { x: number; y: number } }>('window.viewerGeometry()');
    // Rotated 90° and flipped: a step right on screen is a step down in the image (y + 100 at 40x).
    await clickInViewer(box.width / 2 + 100, box.height / 2);
    await waitUntil(async () => (await recorded(page)).imageClicks.length > 0, 'an image click');
    const click = (await recorded(page)).imageClicks.at(-1)!;
    expect(click.x).toBeCloseTo(geometry.center.x, 0);
    expect(Math.abs(click.y - (geometry.center.y + 100))).toBeLessThan(1.5);
    await button('Flip horizontally').click();
    await button('Rotate counter-clockwise').click();
    await waitForSettled(page);
  });

  it('draws objects as clickable markers and centres one at the OOI zoom; by keyboard ] goes to the next and Enter opens the one at the centre', async () => {
    const [first, second] = server.objects;
    const markerOf = (id: string) => page.locator(`[data-object-id="${id}"]`);
    await button(`Go to ${second!.label}`).click();
    await waitForText(label(), '10x');
    await waitForSettled(page);
    const marker = markerOf(second!.id);
    const box = await boxOf(viewer());
    const markerBox = await boxOf(marker);
    expect(Math.abs(markerBox.x + markerBox.width / 2 - (box.x + box.width / 2))).toBeLessThan(2);
    expect(Math.abs(markerBox.y + markerBox.height / 2 - (box.y + box.height / 2))).toBeLessThan(2);
    expect(await marker.getAttribute('data-selected')).toBe('true');
    // Markers are for the pointer: hidden from screen readers and out of the tab order (ADR 0043).
    expect(await marker.getAttribute('aria-hidden')).toBe('true');
    await keep('viewer-object');

    await button(`Go to ${first!.label}`).click();
    await waitForSettled(page);
    const said = page.getByTestId('viewer-announcement');
    await waitUntil(async () => (await said.textContent())?.endsWith(`At the centre: ${first!.label}.`) === true, 'the object at the centre said');
    await markerOf(first!.id).click();
    await waitUntil(async () => (await recorded(page)).objectClicks.includes(first!.id), 'the object click');
    expect((await recorded(page)).imageClicks).toHaveLength(1);
    // Keyboard users: ] selects the next object, Enter opens the one at the centre of the view.
    const surface = page.getByRole('application', { name: 'Whole-slide image' });
    await surface.press(']');
    await waitUntil(async () => (await recorded(page)).objectClicks.at(-1) === second!.id, 'the next object by keyboard');
    await waitUntil(async () => (await markerOf(second!.id).getAttribute('data-selected')) === 'true', 'the next object selected');
    await surface.press('Enter');
    await waitUntil(async () => (await recorded(page)).objectClicks.at(-1) === first!.id, 'the object at the centre by keyboard');
    expect((await recorded(page)).imageClicks).toHaveLength(1);
  });

  it('samples the viewport a few times a second at most', async () => {
    const { samples } = await recorded(page);
    expect(samples.length).toBeGreaterThan(3);
    for (let index = 1; index < samples.length; index += 1) expect(samples[index]!.at - samples[index - 1]!.at).toBeGreaterThanOrEqual(249);
    expect(samples.at(-1)!.magnification).toBeCloseTo(10, 1);
  });

  it('goes full screen with its toolbar and keeps the magnification', async () => {
    const before = await label().textContent();
    await button('Full screen').click();
    await button('Leave full screen').waitFor();
    expect(await page.evaluate<boolean>('document.fullscreenElement?.contains(document.querySelector("[data-testid=slide-viewer]")) === true')).toBe(true);
    await waitForSettled(page);
    expect(await label().textContent()).toBe(before);
    await keep('viewer-fullscreen');
    await button('Leave full screen').click();
    await button('Full screen').waitFor();
  });

  it("says 'Failed to ready tile source' when the slide cannot be opened", async () => {
    await page.goto(server.pageUrl(sourceConfig('broken')));
    await page.getByRole('alert').filter({ hasText: 'Failed to ready tile source' }).waitFor();
    expect((await recorded(page)).failures.map((failure) => failure.message)).toEqual(['Failed to ready tile source']);
  });

  it('retries failing tiles (shortened retry options) until the tissue shows', async () => {
    await page.goto(server.pageUrl(sourceConfig('flaky', { initialMagnification: 'fit', tileRetryAttempts: 3, tileRetryDelayMs: 20 })));
    await waitForSettled(page, 'every tile after its retries');
    const { tileFailures } = await recorded(page);
    expect(tileFailures.length).toBeGreaterThan(0);
    expect(tileFailures.every((failure) => !failure.gaveUp)).toBe(true);
    expect((await pixelStats(page, viewer())).std).toBeGreaterThan(8);
  });

  it("filters tiles on OpenSeadragon's WebGL drawer too", async () => {
    await page.goto(server.pageUrl(sourceConfig('ok', { initialMagnification: 'fit', drawers: ['webgl'] })));
    await waitForSettled(page);
    expect(await page.evaluate<string>('window.viewerInstance().osd.drawer.getType()')).toBe('webgl');
    const before = await pixelStats(page, viewer());
    await page.getByRole('slider', { name: 'Gamma' }).press('End');
    await waitUntil(async () => (await pixelStats(page, viewer())).mean > before.mean + 3, 'gamma 3 to lighten the WebGL picture');
    expect(pageErrors).toEqual([]);
  });
});
