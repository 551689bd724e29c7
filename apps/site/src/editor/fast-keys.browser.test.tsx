import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { deadKey, pressAtOnce } from './testing/keys-at-once';
import { blockTexts, mountEditor, paragraphs, settle } from './testing/mount-editor';

/**
 * Every case runs this many times in one test; each time must give exactly the expected text. CI runs
 * each 10 times (50 of every case cost CI 6.5 minutes); `pnpm explore:fast-keys` runs each 50 times.
 */
const REPETITIONS = Number(import.meta.env.VITE_FAST_KEYS_REPETITIONS ?? 10);
/** The case the review measured ("seXgunda" 2 times in 5): 50 of 50 in every run. */
const MEASURED_CASE = '←';
const repetitionsOf = (name: string) => (name === MEASURED_CASE ? Math.max(50, REPETITIONS) : REPETITIONS);

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** Mounts `texts` with the caret at the end of the block at `block`, and lets Slate read it. */
async function caretAtEnd(texts: string[], block: number) {
  const editor = mountEditor(paragraphs(...texts));
  const editable = editor.textbox.element() as HTMLElement;
  editable.focus();
  const leaf = editable.querySelectorAll('[data-slate-leaf]')[block] as HTMLElement;
  const string = leaf.querySelector('[data-slate-string]')?.firstChild as Text | undefined;
  const caret = string ?? (leaf.querySelector('[data-slate-zero-width]')?.firstChild as Node);
  const offset = string ? string.length : 0;
  window.getSelection()?.setBaseAndExtent(caret, offset, caret, offset);
  await settle(30);
  return editor;
}

/**
 * The word's letters as key presses. slate-react types the first one itself and draws the caret after
 * it, and then skips its reads of the browser's selection until a timer runs: the keys come first.
 */
const typing = (word: string) => [...word];

interface Case {
  texts?: string[];
  block?: number;
  keys: (string | ReturnType<typeof deadKey>)[];
  expected: string[];
}

async function expectEveryRepetition({ texts = [''], block = 0, keys, expected }: Case, times = REPETITIONS) {
  const results: string[][] = [];
  for (let run = 0; run < times; run++) {
    const editor = await caretAtEnd(texts, block);
    await pressAtOnce(...keys);
    await nextFrame();
    results.push(blockTexts(editor.document()));
  }
  expect(results).toEqual(Array.from({ length: times }, () => expected));
}

const letterAfter: Record<string, Case> = {
  '←': { keys: [...typing('segunda'), 'ArrowLeft', 'X'], expected: ['segundXa'] },
  '→': { keys: [...typing('segunda'), 'Home', 'ArrowRight', 'X'], expected: ['sXegunda'] },
  Home: { keys: [...typing('segunda'), 'Home', 'X'], expected: ['Xsegunda'] },
  End: { keys: [...typing('segunda'), 'ArrowLeft', 'End', 'X'], expected: ['segundaX'] },
  'Ctrl+←': { keys: [...typing('la segunda'), 'Control+ArrowLeft', 'X'], expected: ['la Xsegunda'] },
  'Ctrl+→': { keys: [...typing('la segunda'), 'Home', 'Control+ArrowRight', 'X'], expected: ['laX segunda'] },
  // Both lines hold the same text, so ↑ and ↓ keep the caret at the same letter.
  '↑ to the line above': {
    texts: ['segunda', ''],
    block: 1,
    keys: [...typing('segunda'), 'ArrowUp', 'X'],
    expected: ['segundaX', 'segunda'],
  },
  '↓ to the line below': {
    texts: ['', 'segunda'],
    block: 0,
    keys: [...typing('segunda'), 'ArrowDown', 'X'],
    expected: ['segunda', 'segundaX'],
  },
};

const letterOverSelection: Record<string, Case> = {
  'Shift+←': { keys: [...typing('segunda'), 'Shift+ArrowLeft', 'X'], expected: ['segundX'] },
  'Shift+→': { keys: [...typing('segunda'), 'Home', 'Shift+ArrowRight', 'X'], expected: ['Xegunda'] },
  'Shift+Home': { keys: [...typing('segunda'), 'Shift+Home', 'X'], expected: ['X'] },
  'Shift+End': { keys: [...typing('segunda'), 'Home', 'Shift+End', 'X'], expected: ['X'] },
  'Shift+↑': {
    texts: ['segunda', ''],
    block: 1,
    keys: [...typing('segunda'), 'Shift+ArrowUp', 'X'],
    expected: ['segundaX'],
  },
};

const editAfter: Record<string, Case> = {
  'Home, Backspace: nothing before the caret to delete': {
    keys: [...typing('segunda'), 'ArrowLeft', 'Home', 'Backspace'],
    expected: ['segunda'],
  },
  'End, Backspace: deletes the last letter': {
    keys: [...typing('segunda'), 'ArrowLeft', 'ArrowLeft', 'End', 'Backspace'],
    expected: ['segund'],
  },
  'Home, Delete: deletes the first letter': {
    keys: [...typing('segunda'), 'Home', 'Delete'],
    expected: ['egunda'],
  },
  '↑, Backspace: deletes on the line above': {
    texts: ['segunda', ''],
    block: 1,
    keys: [...typing('segunda'), 'ArrowUp', 'Backspace'],
    expected: ['segund', 'segunda'],
  },
  'Home, Enter: a new line before the text': {
    keys: [...typing('segunda'), 'ArrowLeft', 'Home', 'Enter'],
    expected: ['', 'segunda'],
  },
  'Home, ¿: the sign goes first': { keys: [...typing('segunda'), 'Home', '¿'], expected: ['¿segunda'] },
  'Home, a dead key and e: é goes first': {
    keys: [...typing('segunda'), 'Home', deadKey('´', 'é')],
    expected: ['ésegunda'],
  },
};

describe('keys sent at once after a typed word, as a text expander or dictation sends them', () => {
  describe('a caret key then a letter: the letter goes where the key put the caret', () => {
    for (const [key, keys] of Object.entries(letterAfter)) {
      const times = repetitionsOf(key);
      it(`${key}, ${times} times of ${times}`, { timeout: 120_000 }, () =>
        expectEveryRepetition(keys, times),
      );
    }
  });

  describe('a key that selects then a letter: the letter replaces what the key selected', () => {
    for (const [key, keys] of Object.entries(letterOverSelection)) {
      it(`${key}, ${REPETITIONS} times of ${REPETITIONS}`, { timeout: 120_000 }, () =>
        expectEveryRepetition(keys),
      );
    }
  });

  describe('a caret key then an editing key: the edit happens where the key put the caret', () => {
    for (const [name, keys] of Object.entries(editAfter)) {
      it(`${name}, ${REPETITIONS} times of ${REPETITIONS}`, { timeout: 120_000 }, () =>
        expectEveryRepetition(keys),
      );
    }
  });
});

describe('letters sent at once after marks were chosen for them', () => {
  const toolbar = () => page.getByRole('toolbar', { name: 'Formato del contenido' });

  it('Ctrl+B with the caret in a word: the next letters are bold', async () => {
    const editor = mountEditor();
    await editor.textbox.click();
    await userEvent.keyboard('la ');
    await settle();
    await userEvent.keyboard('{Control>}b{/Control}');
    await pressAtOnce(...typing('guía'));
    await nextFrame();
    expect(editor.document()[0]?.children).toEqual([{ text: 'la ' }, { text: 'guía', bold: true }]);
  });

  it('a colour chosen from the panel: the next letters have it', async () => {
    const editor = mountEditor();
    await editor.textbox.click();
    await userEvent.keyboard('la ');
    await settle();
    await toolbar().getByRole('button', { name: 'Color del texto' }).click();
    await page.getByRole('button', { name: 'Color #d2b99a' }).click();
    await pressAtOnce(...typing('guía'));
    await nextFrame();
    expect(editor.document()[0]?.children).toEqual([{ text: 'la ' }, { text: 'guía', color: '#d2b99a' }]);
  });
});
