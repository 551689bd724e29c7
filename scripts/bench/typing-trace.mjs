// Shared by the typing benchmarks: type into the page's 'Contenido' box while Chromium traces, and
// read the renderer main thread's CPU time from the trace.
export const CHARACTERS = Number(process.argv[2] ?? 150);
export const KEY_DELAY_MS = 60;
export const SETTLE_MS = 1000;
export const TARGET_MS = 8;
const TYPED = 'Escribo una frase más, con comas y puntos. ';

/** Thread time of the renderer main thread's top-level tasks, in ms, from a Chromium trace. */
function mainThreadCpuMs(trace) {
  const events = JSON.parse(trace.toString()).traceEvents;
  const mains = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const isTask = (event) =>
    event.ph === 'X' && (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask');
  let best = { cpu: 0, tasks: 0 };
  for (const main of mains) {
    const tasks = events
      .filter((event) => event.pid === main.pid && event.tid === main.tid && isTask(event))
      .sort((a, b) => a.ts - b.ts);
    // Only outermost tasks: a task run inside another is already in its parent's time.
    let end = 0;
    let cpu = 0;
    let count = 0;
    for (const task of tasks) {
      if (task.ts < end) continue;
      end = task.ts + task.dur;
      cpu += task.tdur ?? task.dur;
      count += 1;
    }
    if (cpu > best.cpu) best = { cpu, tasks: count };
  }
  return best.cpu / 1000;
}

/**
 * Types CHARACTERS characters at the end of the page's 'Contenido' box, one every KEY_DELAY_MS, and
 * returns the main thread's CPU time per character. `open` brings the page to the editor.
 */
export async function measure(browser, open) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const url = typeof open === 'string' ? open : 'the editor page';
  if (typeof open === 'string') await page.goto(open);
  else await open(page);
  const text = page.getByRole('textbox', { name: 'Contenido' });
  await text.click();
  await page.keyboard.press('Control+End');
  await page.waitForTimeout(500);
  const typed = TYPED.repeat(Math.ceil(CHARACTERS / TYPED.length)).slice(0, CHARACTERS);
  await browser.startTracing(page, {
    categories: ['__metadata', 'toplevel', 'disabled-by-default-devtools.timeline', 'devtools.timeline'],
  });
  const started = performance.now();
  await page.keyboard.type(typed, { delay: KEY_DELAY_MS });
  await page.waitForTimeout(SETTLE_MS);
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = mainThreadCpuMs(await browser.stopTracing());
  const shown = await text.textContent();
  if (!shown?.includes(typed.trim().slice(-20))) throw new Error(`the text typed did not arrive at ${url}`);
  await page.close();
  return { perCharacter: cpuMs / CHARACTERS, cpuMs, seconds };
}
