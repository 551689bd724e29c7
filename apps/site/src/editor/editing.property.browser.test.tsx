import { ThemeProvider } from '@pupitre/ui';
import fc from 'fast-check';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, it } from 'vitest';
import { page } from 'vitest/browser';
import type { EditorDocument } from './model';
import { emptyDocument } from './model';
import { RichTextEditor } from './RichTextEditor';
import { type EditorUnderTest, editingCommands } from './testing/editing-commands';
import { emptyModel } from './testing/text-model';

/** Runs in CI: at least 300 random editing sessions of up to 40 commands each. */
const RUNS = Number(import.meta.env.VITE_EDITING_RUNS ?? 300);
const MAX_COMMANDS = 40;
/**
 * CI draws the same 300 sessions every time, so a commit's result does not depend on luck.
 * `pnpm explore:editing` draws new ones (VITE_EDITING_EXPLORE) and finds what these do not.
 */
const CI_SEED = 20261128;
// A failure prints its seed, its path and the commands' replayPath; VITE_EDITING_SEED, VITE_EDITING_PATH
// and VITE_EDITING_REPLAY_PATH replay exactly that run.
const replay = import.meta.env.VITE_EDITING_SEED
  ? { seed: Number(import.meta.env.VITE_EDITING_SEED), path: import.meta.env.VITE_EDITING_PATH }
  : import.meta.env.VITE_EDITING_EXPLORE
    ? {}
    : { seed: CI_SEED };
const replayPath: string | undefined = import.meta.env.VITE_EDITING_REPLAY_PATH;

let root: Root | undefined;
afterEach(() => {
  if (root) flushSync(() => root?.unmount());
  root = undefined;
});

async function mountEditor(): Promise<EditorUnderTest> {
  if (root) flushSync(() => root?.unmount());
  document.body.innerHTML = '<div id="app"></div>';
  root = createRoot(document.getElementById('app') as HTMLElement);
  let latest: EditorDocument = emptyDocument();
  flushSync(() =>
    root?.render(
      <ThemeProvider>
        <RichTextEditor
          initialValue={emptyDocument()}
          onChange={(document) => {
            latest = document;
          }}
        />
      </ThemeProvider>,
    ),
  );
  const editable = page.getByRole('textbox', { name: 'Contenido' });
  await editable.click();
  return { document: () => latest, editable: editable.element() as HTMLElement };
}

describe('random editing sessions against a plain model of the text', () => {
  it('keep the editor text equal to the model after every command', { timeout: 40 * 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(editingCommands, { maxCommands: MAX_COMMANDS, replayPath }),
        async (commands) => {
          const real = await mountEditor();
          await fc.asyncModelRun(() => ({ model: emptyModel(), real }), commands);
        },
      ),
      { numRuns: RUNS, verbose: 1, ...replay },
    );
  });
});
