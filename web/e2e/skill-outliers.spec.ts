/**
 * Outlier notifications and thresholds (issue 31 "Live", docs/adr/0036) in Chromium: the manager
 * sets the organization's thresholds on the Skills view (a refused value shows under its field),
 * and a learner's crossing, recorded as the watch records it, shows in the alerts menu's
 * Notifications tab without a reload; opening it goes to the learner's Skills page and the count
 * goes. The manager here has no community access (no threads, no chat): the alerts menu is theirs
 * all the same. Detection itself is the API's e2e (outliers.e2e.spec.ts). OUTLIER_SHOTS=<dir> keeps
 * pictures at 1440 and 390 px.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { GENERIC } from '@cytocampus/schema';
import { SKILL_OUTLIER_TEXT as T, THREAD_ROUTES, type CurrentUser, type ThreadAlerts } from '@cytocampus/contracts';
import { PostgresEventStore } from '@cytocampus/event-store';
import { createTestDatabase, type TestDatabase } from '@cytocampus/testing';
import { LEARNER, startProduct, waitUntil, type Product } from './harness.js';
import { apiSend, markPage, pageWasNotReloaded, signIn, waitForPath } from './pages.js';
import { expectFitsPhone, PHONE_VIEWPORT } from './phone.js';

const MANAGER = { email: 'manager@cytocampus.test', password: 'CytoCampus1' };
const ADMIN = { email: 'admin@cytocampus.test', password: 'CytoCampus1' };
const shots = process.env.OUTLIER_SHOTS;

let db: TestDatabase;
let product: Product;
let manager: Page;

async function shoot(name: string): Promise<void> {
  if (shots) await manager.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  db = await createTestDatabase();
  product = await startProduct({ env: { DATABASE_URL: db.url, RUN_PROJECTIONS: '1' } });
  manager = await product.newPage();
  await manager.setViewportSize({ width: 1440, height: 900 });
  await manager.goto(product.url('/login'));
  await signIn(manager, MANAGER.email, MANAGER.password);
  await waitForPath(manager, (path) => path.startsWith('/dashboard'), 'the dashboard', 20_000);
  // The manager loses the community: outlier notifications do not depend on it.
  const admin = await product.newPage();
  await admin.goto(product.url('/login'));
  await signIn(admin, ADMIN.email, ADMIN.password);
  await waitForPath(admin, (path) => path.startsWith('/dashboard'), 'the administrator’s dashboard', 20_000);
  const { id } = await apiSend<CurrentUser>(manager.context(), 'GET', product.url('/api/v1/user'));
  await apiSend(admin.context(), 'PUT', product.url(`/api/v1/users/${id}`), { permissions: { community: false, chat: false } });
  const after = await apiSend<CurrentUser>(manager.context(), 'GET', product.url('/api/v1/user'));
  expect([after.permissions.community, after.permissions.chat]).toEqual([false, false]);
}, 180_000);

afterAll(async () => {
  await product?.stop();
  await db?.drop();
});

describe('outlier thresholds and notifications', () => {
  it('the manager sets the thresholds, and a learner’s crossing shows in the alerts menu live', async () => {
    await manager.goto(product.url('/dashboard/org/skills'));
    await manager.getByRole('heading', { name: /^Screening skills of the organization: / }).waitFor();
    await manager.getByRole('button', { name: T.settingsTitle }).focus();
    await manager.keyboard.press('Enter');
    const form = manager.getByRole('form', { name: T.settingsTitle });
    await form.getByLabel(T.factor).fill('0.5');
    await form.getByRole('button', { name: T.save }).click();
    await form.getByText(GENERIC.mustBeGreaterThan(0.9)).waitFor();
    // By keyboard: the factor, Tab to the minimum of slides, Enter submits the form.
    await form.getByLabel(T.factor).fill('1.5');
    await manager.keyboard.press('Tab');
    expect(await form.locator('input:focus').getAttribute('id')).toBe(await form.getByLabel(T.minSlides).getAttribute('id'));
    await manager.keyboard.press('Control+A');
    await manager.keyboard.type('3');
    await manager.keyboard.press('Enter');
    await manager.getByText('more than 1.5× the organization’s, for learners with at least 3 slides', { exact: false }).waitFor();
    await shoot('thresholds-1440');

    // The crossing as SkillOutlierWatch records it (the API's e2e shows it decided from real submits).
    const context = manager.context();
    const me = await apiSend<CurrentUser>(context, 'GET', product.url('/api/v1/user'));
    const learnerPage = await product.newPage();
    await learnerPage.goto(product.url('/login'));
    await signIn(learnerPage, LEARNER.email, LEARNER.password);
    await waitForPath(learnerPage, (path) => path.startsWith('/dashboard'), 'the learner’s dashboard', 20_000);
    const learner = await apiSend<CurrentUser>(learnerPage.context(), 'GET', product.url('/api/v1/user'));
    await markPage(manager);
    const store = new PostgresEventStore(db.sql);
    await store.appendToStream(
      `skill-outliers-${learner.id}`,
      [
        {
          id: randomUUID(),
          type: 'SkillOutlierFlagged',
          data: {
            flagId: randomUUID(),
            userId: learner.id,
            orgId: me.orgId,
            rates: ['falseNegativeRate'],
            learner: { slides: 4, falseNegativeRate: 0.5, downgradeRate: 0, overcallRate: null },
            organization: { falseNegativeRate: 0.1, downgradeRate: 0, overcallRate: 0 },
            factor: 1.5,
            minSlides: 3,
            from: '2025-12',
            to: '2026-11',
            recipients: [me.id],
            at: Date.now(),
          },
          metadata: { occurredAt: new Date().toISOString(), actorId: null, orgId: me.orgId, correlationId: randomUUID(), causationId: null },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await manager.getByRole('button', { name: 'Alerts' }).click();
    await manager.getByRole('tab', { name: /Notifications/ }).click();
    const entry = manager.getByTestId('outlier-alert');
    await entry.waitFor();
    expect(await entry.textContent()).toContain('False-negative rate more than 1.5× the organization’s');
    expect(await pageWasNotReloaded(manager)).toBe(true);
    await shoot('alerts-1440');
    await manager.setViewportSize(PHONE_VIEWPORT);
    // The picture once the page fits (the layout settles after the viewport shrinks).
    await expectFitsPhone(manager, 'the alerts menu with an outlier notification');
    await shoot('alerts-390');
    await entry.click();
    await waitForPath(manager, (path) => path === `/dashboard/org/skills/${learner.id}`, 'the learner’s Skills page');
    await waitUntil(
      async () => (await apiSend<ThreadAlerts>(context, 'GET', product.url(`/api/v1${THREAD_ROUTES.alerts}`))).outliers.count === 0,
      'the notification read',
    );
    await store.close();
  }, 120_000);
});
