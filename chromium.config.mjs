// Debian's Chromium and the headless flags that work on this project's machines (see TOOLCHAIN).
// Plain JavaScript, so the test configs and the Lighthouse bench (a Node script) share it.

/** @type {string} */
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** @type {string[]} */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
