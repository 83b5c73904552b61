import { expect, test } from './fixtures';
import { collectPageErrors, recordTexts, seedPublicRecords } from './public-helpers';

// The server's HTML of a data page is the page: the browser hydrates it in place, without a
// mismatch and without building it again. The element the server sent for a record must
// still be in the document after the app started, with React attached to it.
test('data pages hydrate the server-rendered records in place, without errors', async ({ page, server }) => {
  await seedPublicRecords(server);

  // As the HTML arrives, keep the element that carries the record's text.
  await page.addInitScript(() => {
    const w = window as unknown as { __watch?: string; __serverNode?: Element };
    const observer = new MutationObserver(() => {
      if (!w.__watch || w.__serverNode) return;
      const found = [...document.querySelectorAll('#root main *')].find((el) => el.childElementCount === 0 && el.textContent === w.__watch);
      if (found) w.__serverNode = found;
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  for (const [route, [text]] of Object.entries(recordTexts)) {
    const errors = collectPageErrors(page);
    await page.addInitScript((watch) => {
      (window as unknown as { __watch: string }).__watch = watch;
    }, text);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    // Hydration runs after the page's chunks have loaded, which on a busy machine can be
    // after the network fell quiet: wait for React to take the element, which it does only
    // if it kept the server's element rather than building its own.
    const kept = () =>
      page.evaluate(() => {
        const node = (window as unknown as { __serverNode?: Element }).__serverNode;
        return { seen: !!node, connected: !!node?.isConnected, hydrated: !!node && Object.keys(node).some((k) => k.startsWith('__reactFiber')) };
      });
    await expect
      .poll(kept, { message: `${route}: the server's element for "${text}"`, timeout: 15_000 })
      .toEqual({ seen: true, connected: true, hydrated: true });
    expect(errors, route).toEqual([]);
  }
});
