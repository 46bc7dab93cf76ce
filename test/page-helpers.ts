/**
 * Small helpers for browser tests of the shop's pages: find things the way a shopper does (roles
 * and accessible names) and read the live total. Used with test/browser.ts.
 */
import type { Locator, Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import type { AxeViolation } from './browser.js';

/** "S$1,234.50" → 123450 (cents); null when the text holds no S$ amount. */
export function parseSgd(text: string): number | null {
  const match = /S\$([\d,]+\.\d{2})/.exec(text);
  return match?.[1] ? Math.round(Number(match[1].replace(/,/g, '')) * 100) : null;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An accessible name that starts with this text (choices carry a description or price after it). */
export const startsWith = (text: string): RegExp => new RegExp(`^${escapeRegExp(text)}(\\s|$)`);

// The configurator's fields and buttons, by their accessible names.
export const widthInput = (page: Page): Locator => page.getByLabel('Width (mm)');
export const heightInput = (page: Page): Locator => page.getByLabel('Height (mm)');
export const customQuantityInput = (page: Page): Locator => page.getByRole('textbox', { name: 'Custom quantity' });
export const addToCartButton = (page: Page): Locator => page.getByRole('button', { name: 'Add to Cart' });
/** The order summary's Request a Quote (in the summary, or the phone's pinned bar); not the "…for this size" one under a field's message. */
export const requestQuoteButton = (page: Page): Locator => page.getByRole('button', { name: 'Request a Quote', exact: true });

/** The live total of the order summary (role status named "Total"). */
export const totalStatus = (page: Page): Locator => page.getByRole('status', { name: /Total/ });

export async function totalText(page: Page): Promise<string> {
  return ((await totalStatus(page).textContent()) ?? '').trim();
}

/** An option section: the radio group named by its heading. */
export const optionGroup = (page: Page, name: string | RegExp): Locator => page.getByRole('radiogroup', { name, exact: typeof name === 'string' });

/** One choice of an option section; `option` matches the start of its name (label, then description or price). */
export function choice(page: Page, group: string | RegExp, option: string | RegExp): Locator {
  return optionGroup(page, group).getByRole('radio', { name: typeof option === 'string' ? startsWith(option) : option });
}

/**
 * Picks a choice, as a shopper clicking it, and waits until it shows as chosen (a product choice
 * navigates first, so the radio is checked once the new route has rendered).
 */
export async function choose(page: Page, group: string | RegExp, option: string | RegExp): Promise<void> {
  const radio = choice(page, group, option);
  await radio.click();
  await expect.poll(() => radio.isChecked(), { message: `${String(option)} in ${String(group)} should be chosen` }).toBe(true);
}

/** The visible labels of a group's choices: the first line of each (without description or price). */
export async function choiceLabels(page: Page, group: string | RegExp): Promise<string[]> {
  const texts = await optionGroup(page, group).locator('label').allInnerTexts();
  return texts.map((text) => text.split('\n')[0]?.trim() ?? '');
}

/**
 * Waits until the total has settled (not busy) on an S$ amount above zero, optionally other than
 * `not`; returns it in cents.
 */
export async function settledTotal(page: Page, options: { not?: number | null; timeout?: number } = {}): Promise<number> {
  let cents: number | null = null;
  await expect
    .poll(
      async () => {
        const total = await readTotal(page);
        cents = total.cents;
        return !total.busy && cents !== null && cents > 0 && cents !== options.not;
      },
      { timeout: options.timeout ?? 10_000, message: 'the total did not settle on a new S$ amount' },
    )
    .toBe(true);
  return cents ?? 0;
}

/** The live total as shown: whether it is busy, and its amount in cents (null when it shows none). */
async function readTotal(page: Page): Promise<{ busy: boolean; cents: number | null }> {
  const status = totalStatus(page);
  return { busy: (await status.getAttribute('aria-busy')) !== 'false', cents: parseSgd((await status.textContent()) ?? '') };
}

/** Waits until the total's text matches (e.g. /^S\$0\.00/ while an input is invalid). */
export async function expectTotal(page: Page, expected: RegExp): Promise<void> {
  await expect.poll(() => totalText(page), { message: `total should match ${String(expected)}` }).toMatch(expected);
}

/** A visible message in an alert (field errors are role="alert"). */
export const alertWithText = (page: Page, text: string): Locator => page.getByRole('alert').filter({ hasText: text });

/** Waits for a field message with exactly this wording to be visible. */
export async function expectMessage(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').getByText(text, { exact: true }).waitFor({ state: 'visible' });
}

/**
 * Pastes text into a field as a shopper does (the clipboard, then Ctrl+V), so the page sees a real
 * paste and the field's maxLength cuts it as it would; `select` first selects what the field holds.
 */
export async function pasteInto(field: Locator, text: string, options: { select?: boolean } = {}): Promise<void> {
  const page = field.page();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((clip) => navigator.clipboard.writeText(clip), text);
  await field.focus();
  if (options.select) await field.selectText();
  await page.keyboard.press('ControlOrMeta+V');
}

/** What a screen reader reads after a field's name: the text of the elements its aria-describedby names. */
export function fieldDescription(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim(),
  );
}

/**
 * `below` sits right under `above` on screen (at most 16 px lower, starting within its width):
 * what "…from the button below." promises the shopper reading the message.
 */
export async function expectRightUnder(above: Locator, below: Locator): Promise<void> {
  await below.scrollIntoViewIfNeeded();
  const a = await above.boundingBox();
  const b = await below.boundingBox();
  if (!a || !b) throw new Error('both should be laid out on the page');
  const gap = b.y - (a.y + a.height);
  expect(gap, 'the gap between the message and the button').toBeGreaterThanOrEqual(0);
  expect(gap, 'the gap between the message and the button').toBeLessThanOrEqual(16);
  expect(b.x, 'the button starts under the message').toBeGreaterThanOrEqual(a.x - 1);
  expect(b.x, 'the button starts under the message').toBeLessThan(a.x + a.width);
}

/** Closes the roll stickers title notice when it is open (it shows once per browser session). */
export async function closeTitleNotice(page: Page): Promise<void> {
  const notice = page.getByRole('dialog', { name: 'Please note' });
  await notice.getByRole('button', { name: 'OK, got it' }).click();
  await notice.waitFor({ state: 'hidden' });
}

/** Opens a configurator page and waits for its heading and first settled total. */
export async function openConfigurator(page: Page, path: string, options: { rollNotice?: boolean } = {}): Promise<void> {
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
  if (options.rollNotice) await closeTitleNotice(page);
  await page.locator('h1').waitFor();
  await settledTotal(page);
}

/** Axe violations as readable lines for an assertion message. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`).join('\n');
}

/**
 * The element that shows focus: the focused element itself, or for a visually hidden native
 * radio its label (the choice card draws the ring). Returns its computed outline.
 */
export async function focusIndicator(page: Page): Promise<{ tag: string; name: string; outlineStyle: string; outlineWidth: string; inQuantity: boolean }> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { tag: 'body', name: '', outlineStyle: 'none', outlineWidth: '0px', inQuantity: false };
    const box = active.getBoundingClientRect();
    const shown = box.width <= 1 || box.height <= 1 ? (active.closest('label') ?? active) : active;
    const style = getComputedStyle(shown);
    const group = active.closest('[role="radiogroup"]');
    const groupName = group?.getAttribute('aria-labelledby') ? document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent : null;
    return {
      tag: active.tagName.toLowerCase(),
      name: (active.getAttribute('aria-label') ?? shown.textContent ?? '').trim().slice(0, 60),
      outlineStyle: style.outlineStyle,
      outlineWidth: style.outlineWidth,
      inQuantity: groupName === 'Quantity',
    };
  });
}

/**
 * Virtual time for one page (Playwright's clock): installed before the page loads, it runs in
 * step with real time until `pauseClock`; from then on the page's timers (debounces, toasts,
 * delays) fire only when the test advances the clock. A test proves "no pause" or "shown for 2 s"
 * by the order of events on that clock, never by measuring real time on a busy machine.
 */
export async function installClock(page: Page): Promise<void> {
  await page.clock.install();
}

/**
 * Stops the page's clock. It is first moved a minute on, which fires each timer that was pending
 * once (what a minute's pause would have done), so nothing armed before the pause runs later.
 */
export async function pauseClock(page: Page): Promise<void> {
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 60_000);
}

/**
 * Waits (in real time) until `check` holds on a paused clock, running only the page's timers that
 * are already due (zero-delay callbacks such as TanStack Query's notifications), so the page's
 * clock does not move.
 */
export async function untilOnPausedClock(page: Page, check: () => Promise<boolean>, message: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(0);
        return check();
      },
      { message },
    )
    .toBe(true);
}

/** Whether the live total has settled on a price (not busy, an S$ amount above zero). */
export async function totalSettled(page: Page): Promise<boolean> {
  const { busy, cents } = await readTotal(page);
  return !busy && cents !== null && cents > 0;
}

/**
 * A slow network under the test's control, for `page.route`: each matching request is held until
 * `release()` (and every later one passes at once). `requested` resolves when the first arrives,
 * so the test looks at the page while it is certainly waiting, with no guess at how long.
 */
export function holdRequests(): { handler: (route: Route) => Promise<void>; requested: Promise<void>; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived = () => {};
  const requested = new Promise<void>((resolve) => (arrived = resolve));
  return {
    handler: async (route) => {
      arrived();
      await released;
      await route.continue();
    },
    requested,
    release,
  };
}

/**
 * Lets the page run the tasks already queued (a React render scheduled by a timer that just fired
 * runs in such a task): resolves after two turns of a MessageChannel, which Playwright's clock
 * does not fake, so it works on a paused clock too.
 */
export async function afterQueuedTasks(page: Page): Promise<void> {
  for (let turn = 0; turn < 2; turn++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}
