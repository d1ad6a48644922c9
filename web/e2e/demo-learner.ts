import type { BrowserContext, Page } from 'playwright-core';
import { LEARNER, startProduct, type Product } from './harness.js';
import { signIn, waitForPath } from './pages.js';

/**
 * The product with the demo catalogue (the harness runs it with NODE_ENV=test, which seeds users
 * only), and the demo learner signed in on Home. The catalogue is written in the background after
 * the first start: wait for what a spec needs.
 */
export async function startWithDemoLearner(): Promise<{ product: Product; context: BrowserContext; page: Page }> {
  process.env.SEED_DEMO_CONTENT = 'on';
  const product = await startProduct();
  const context = await product.newContext();
  const page = await context.newPage();
  await page.goto(product.url('/login'));
  await signIn(page, LEARNER.email, LEARNER.password);
  await waitForPath(page, (path) => path === '/dashboard/home', '/dashboard/home');
  return { product, context, page };
}

export async function stopDemoProduct(product: Product | undefined): Promise<void> {
  delete process.env.SEED_DEMO_CONTENT;
  await product?.stop();
}
