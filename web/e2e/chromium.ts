/**
 * chromiumPath is the browser the end-to-end and the content form's browser tests run in:
 * Debian's chromium-headless-shell, the headless shell of its Chromium build, which is what
 * Playwright itself runs headless tests in; the whole browser's headless mode took about half
 * as much CPU again for the same tests. CHROMIUM_PATH picks another, /usr/bin/chromium for one.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
