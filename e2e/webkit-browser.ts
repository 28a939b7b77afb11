/**
 * Safari's engine in the browser tests: WebKitGTK's MiniBrowser driven over W3C WebDriver by
 * WebKitWebDriver, which runs under xvfb-run for a display. One driver per test file, a fresh
 * browser session (own cookies and storage) per test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Builder, By, Capabilities, type WebDriver, type WebElement } from 'selenium-webdriver';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { appUrl } from './servers';
import { miniBrowserPath, WEBKIT_DRIVER, XVFB_RUN } from '../scripts/ensure-browsers.ts';
import { waitUntilAnswering } from '../scripts/child-process.ts';
import { freePort } from '../scripts/local-stack.ts';
import { WAIT_MS } from './wait';
import { FIRST_VISIT_NOTE_KEY } from '../src/lib/first-visit-note';

export interface WebKitSession {
  readonly baseUrl: string;
  /** A fresh MiniBrowser window at the given size, signed out with empty storage. */
  newSession: (options?: { width?: number; height?: number }) => Promise<WebDriver>;
}

/** Stops xvfb-run and everything under it (Xvfb, WebKitWebDriver, MiniBrowser): its process group. */
function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(-pid, 'SIGTERM');
    setTimeout(() => {
      if (child.exitCode === null) process.kill(-pid, 'SIGKILL');
    }, 5000).unref();
  });
}

export function useWebKit(): WebKitSession {
  const baseUrl = appUrl();
  let server: ChildProcess | undefined;
  let serverUrl = '';
  let driver: WebDriver | undefined;

  beforeAll(async () => {
    const port = await freePort();
    serverUrl = `http://127.0.0.1:${port}`;
    server = spawn(XVFB_RUN, ['-a', WEBKIT_DRIVER, `--port=${port}`], { detached: true, stdio: 'ignore' });
    await waitUntilAnswering(`${serverUrl}/status`, server, { name: 'WebKitWebDriver', timeoutMs: WAIT_MS });
  });
  afterEach(async () => {
    await driver?.quit();
    driver = undefined;
  });
  afterAll(async () => {
    if (server) await stopGroup(server);
  });

  return {
    baseUrl,
    async newSession({ width = 1280, height = 900 } = {}) {
      await driver?.quit();
      const binary = miniBrowserPath();
      if (!binary) throw new Error('WebKitGTK’s MiniBrowser is not installed: apt-get install webkit2gtk-driver');
      const capabilities = new Capabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary, args: ['--automation'] },
      });
      driver = await new Builder()
        .disableEnvironmentOverrides()
        .usingServer(serverUrl)
        .withCapabilities(capabilities)
        .build();
      await driver.manage().setTimeouts({ pageLoad: WAIT_MS, script: WAIT_MS });
      await driver.manage().window().setRect({ width, height });
      // The device has read the first-visit note: it floats over the foot of the page, where clicks land.
      await driver.get(`${baseUrl}/robots.txt`);
      await driver.executeScript(`window.localStorage.setItem(${JSON.stringify(FIRST_VISIT_NOTE_KEY)}, 'true')`);
      return driver;
    },
  };
}

/** An XPath string literal for any text, quotes included. */
function literal(text: string): string {
  if (!text.includes("'")) return `'${text}'`;
  if (!text.includes('"')) return `"${text}"`;
  return `concat(${text
    .split("'")
    .map((part) => `'${part}'`)
    .join(`, "'", `)})`;
}

/** What a name matches: the element's aria-label, or else its visible text. */
const named = (name: string) => `(@aria-label=${literal(name)} or normalize-space(.)=${literal(name)})`;

/**
 * Elements by their role and accessible name, as far as XPath can tell them: native elements
 * of the role (or an explicit role attribute), named by aria-label, visible text or their label.
 */
export const by = {
  link: (name: string) => By.xpath(`//a[@href][${named(name)}]`),
  button: (name: string) => By.xpath(`//button[${named(name)}] | //*[@role="button"][${named(name)}]`),
  combobox: (name: string) => By.xpath(`//select[@aria-label=${literal(name)}]`),
  heading: (name: string) =>
    By.xpath(
      `//*[self::h1 or self::h2 or self::h3 or self::h4 or @role="heading"][normalize-space(.)=${literal(name)}]`,
    ),
  /** An input inside its <label>, or pointed at by one, or carrying the name as aria-label. */
  textbox: (name: string) =>
    By.xpath(
      `//label[normalize-space(text())=${literal(name)}]//input | //input[@id=//label[normalize-space(.)=${literal(name)}]/@for] | //input[@aria-label=${literal(name)}]`,
    ),
  /** A section named by its heading (aria-labelledby) or its aria-label. */
  region: (name: string) =>
    By.xpath(
      `//section[@aria-label=${literal(name)} or @aria-labelledby=//*[normalize-space(.)=${literal(name)}]/@id]`,
    ),
  /** An element whose own text is exactly this. */
  text: (text: string) => By.xpath(`//*[normalize-space(text())=${literal(text)}]`),
  /** A board's row, found by its row header's first line (the team name). */
  rowOf: (name: string) => By.xpath(`//tr[th[@scope="row"][starts-with(normalize-space(.), ${literal(name)})]]`),
};

/** The first visible element the locator finds, waiting for it with the suite's timeout. */
export async function visible(driver: WebDriver, locator: By): Promise<WebElement> {
  return driver.wait(
    async () => {
      for (const element of await driver.findElements(locator)) {
        if (await element.isDisplayed().catch(() => false)) return element;
      }
      return null;
    },
    WAIT_MS,
    `Nothing visible for ${locator.toString()}`,
  ) as Promise<WebElement>;
}

/**
 * Chooses an option of a native <select> as a user's pick does: WebKitGTK's pop-up menu does
 * not answer WebDriver clicks reliably, so the value is set through the element's own setter
 * (which React watches) and the change event a pick fires follows.
 */
export async function selectOption(driver: WebDriver, select: WebElement, value: string): Promise<void> {
  await driver.executeScript(
    (element: HTMLSelectElement, chosen: string) => {
      if (!Array.from(element.options, (option) => option.value).includes(chosen))
        throw new Error(`No option ${chosen}`);
      const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
      setter?.call(element, chosen);
      element.dispatchEvent(new Event('input', { bubbles: true }));
      element.dispatchEvent(new Event('change', { bubbles: true }));
    },
    select,
    value,
  );
}
