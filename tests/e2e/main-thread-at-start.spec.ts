// What the app's start spares a slow phone's main thread, just as the user starts to tap.
// - Once the app has taken over the fridge the server drew, the fridge is drawn again only when something on
//   it changes: not as the app starts and reads the device's queue of changes (nothing waiting), not when the
//   network comes back or the app is shown again (when it reads that queue again). What React draws again is
//   seen through the hook it offers developer tools: after each commit, the screen's elements (in <main>)
//   that it drew again (the first draw and the taking over make new ones, not counted).
import { expect, test, type Page } from '@playwright/test';
import { guestWithFoods } from './fridge-support';
import { appStarted } from './support';

/** Counts, from the page's start, the screen's elements that React draws again after they were drawn. */
async function countRedraws(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Fiber {
      type: unknown;
      alternate: Fiber | null;
      memoizedProps: unknown;
      stateNode: unknown;
      child: Fiber | null;
      sibling: Fiber | null;
    }
    const seen = window as unknown as { redrawn: string[]; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    seen.redrawn = [];
    const walk = (fiber: Fiber | null) => {
      for (let f = fiber; f; f = f.sibling) {
        // An element drawn again has new props; one React left as it was keeps them.
        const drawnAgain = typeof f.type === 'string' && f.alternate !== null;
        if (drawnAgain && f.alternate!.memoizedProps !== f.memoizedProps) {
          const element = f.stateNode as Element;
          if (element.closest('main')) seen.redrawn.push(f.type as string);
        }
        walk(f.child);
      }
    };
    seen.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => walk(root.current.child),
    };
  });
}

const redrawn = (page: Page) => page.evaluate(() => (window as unknown as { redrawn: string[] }).redrawn);

test('the fridge the app took over is not drawn again while nothing on it changes', async ({
  page,
  baseURL,
}) => {
  await countRedraws(page);
  await page.goto('/help');
  await guestWithFoods(page, baseURL!, [{ slug: 'lemons' }, { slug: 'carrots' }]);
  await page.goto('/fridge');
  await appStarted(page);
  await expect(page.getByRole('button', { name: 'Apri Limoni' })).toBeVisible();
  // The app's start goes on after it has taken the page over (the signed-in part, the queue read): what it
  // would draw again, it draws within this.
  await page.waitForTimeout(3000);
  expect(await redrawn(page)).toEqual([]);

  await test.step('the network comes back, the app is shown again: the queue is read, nothing drawn', async () => {
    await page.evaluate(() => {
      window.dispatchEvent(new Event('online'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(2000);
    expect(await redrawn(page)).toEqual([]);
  });

  await test.step('a change on it draws it again', async () => {
    await page.getByRole('tab', { name: 'Frutta' }).click();
    await expect(page.getByRole('button', { name: 'Apri Carote' })).toBeHidden();
    expect((await redrawn(page)).length).toBeGreaterThan(0);
  });
});
