import fc from 'fast-check';
import { expect } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { EditorDocument } from '../model';
import { htmlToDocument } from '../serialise/from-html';
import { documentToHtml } from '../serialise/to-html';
import { editorBlocks, editorScripts } from './editor-blocks';
import { pasteHtml } from './paste-html';
import * as model from './text-model';

/** The editor under test: its latest document, as it reported it through onChange. */
export interface EditorUnderTest {
  document(): EditorDocument;
  editable: HTMLElement;
}

type Command = fc.AsyncCommand<model.TextModel, EditorUnderTest>;

const toolbarButton = (name: string) =>
  page.getByRole('toolbar', { name: 'Formato del contenido' }).getByRole('button', { name, exact: true });

/** After every command the editor's blocks hold exactly the model's text, in blocks of the model's kinds. */
export function expectSameText(state: model.TextModel, real: EditorUnderTest, after: string) {
  expect(editorBlocks(real.document()), `after ${after}; model ${model.describeModel(state)}`).toEqual(
    state.blocks,
  );
}

/** A command: what the author does in the browser, what the model says it does, and the check. */
function command(
  name: string,
  inBrowser: (real: EditorUnderTest) => Promise<void>,
  inModel: (state: model.TextModel) => void,
  check: (state: Readonly<model.TextModel>) => boolean = () => true,
): Command {
  return {
    check,
    async run(state, real) {
      inModel(state);
      await inBrowser(real);
      // A person's next action comes at least a frame later: the page has drawn this one by then.
      await nextFrame();
      expectSameText(state, real, name);
    },
    toString: () => name,
  };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

const keys = (sequence: string) => () => userEvent.keyboard(sequence);

// Letters, accents, spaces and punctuation, and nothing a markdown shortcut starts with.
const word = fc.stringMatching(/^[a-zñáéó]{1,7}[ ,.;]?$/);

const typing = word.map((text) =>
  command(`type ${JSON.stringify(text)}`, keys(text), (s) => model.insertText(s, text)),
);

const editingKeys = fc.constantFrom(
  command('Enter', keys('{Enter}'), model.insertBreak),
  command('Backspace', keys('{Backspace}'), model.deleteBackward),
  command('Delete', keys('{Delete}'), model.deleteForward),
);

const moves = fc.constantFrom(
  command('ArrowLeft', keys('{ArrowLeft}'), (s) => model.moveCaret(s, 'left')),
  command('ArrowRight', keys('{ArrowRight}'), (s) => model.moveCaret(s, 'right')),
  command('Shift+ArrowLeft', keys('{Shift>}{ArrowLeft}{/Shift}'), (s) => model.moveCaret(s, 'extend-left')),
  command('Shift+ArrowRight', keys('{Shift>}{ArrowRight}{/Shift}'), (s) =>
    model.moveCaret(s, 'extend-right'),
  ),
  command('Ctrl+Home', keys('{Control>}{Home}{/Control}'), (s) => model.moveCaret(s, 'start')),
  command('Ctrl+End', keys('{Control>}{End}{/Control}'), (s) => model.moveCaret(s, 'end')),
);

/**
 * What formatting does to a selection of nothing but line breaks is the editor's business (there is no
 * text to format): the property leaves such selections out.
 */
const hasTextToFormat = (state: Readonly<model.TextModel>) =>
  state.anchor === state.focus || model.selectedText(state as model.TextModel).replaceAll('\n', '') !== '';

// A mark, a size or a colour changes how the text looks, never what it says.
const leavesTheText = () => undefined;

// A control that never becomes clickable fails the run in seconds instead of hanging it.
const ACTION_TIMEOUT = { timeout: 5000 };

const click = (name: string) => () => toolbarButton(name).click(ACTION_TIMEOUT);

const marks = fc
  .constantFrom(
    'Negrita (Ctrl+B)',
    'Cursiva (Ctrl+I)',
    'Subrayado (Ctrl+U)',
    'Tachado',
    'Código en línea',
    'Superíndice x² (Ctrl+.)',
    'Subíndice x₂ (Ctrl+,)',
  )
  .map((label) => command(`mark ${label}`, click(label), leavesTheText, hasTextToFormat));

const blockButtons: [string, Exclude<model.BlockKind, 'paragraph'>][] = [
  ['Título H2', 'heading'],
  ['Cita', 'quote'],
  ['Lista con viñetas', 'bullet'],
  ['Lista numerada 1.', 'number'],
  ['Bloque de código', 'code'],
];
const blocks = fc
  .constantFrom(...blockButtons)
  .map(([label, kind]) => command(`block ${label}`, click(label), (s) => model.toggleKind(s, kind)));

const sizes = fc.constantFrom(
  command(
    'size 36 px',
    async () => {
      await toolbarButton('Tamaño de letra').click(ACTION_TIMEOUT);
      await page.getByRole('button', { name: '36 px' }).click(ACTION_TIMEOUT);
    },
    leavesTheText,
    hasTextToFormat,
  ),
  command(
    'size 30 (custom)',
    async () => {
      await toolbarButton('Tamaño de letra').click(ACTION_TIMEOUT);
      await page.getByLabelText('Tamaño personalizado').fill('30', ACTION_TIMEOUT);
      await page.getByRole('button', { name: 'Aplicar tamaño' }).click(ACTION_TIMEOUT);
    },
    leavesTheText,
    hasTextToFormat,
  ),
);

const colours = fc.constantFrom(
  command(
    'colour #d2b99a',
    async () => {
      await toolbarButton('Color del texto').click(ACTION_TIMEOUT);
      await page.getByRole('button', { name: 'Color #d2b99a' }).click(ACTION_TIMEOUT);
    },
    leavesTheText,
    hasTextToFormat,
  ),
);

/**
 * Undo a few steps and redo them: the text comes back whole. Where redo leaves the caret is the
 * history's business, so both sides then go to the end.
 */
const undoRedo = fc.integer({ min: 1, max: 4 }).map((steps) =>
  command(
    `undo ${steps} then redo ${steps}`,
    async () => {
      await userEvent.keyboard('{Control>}{z}{/Control}'.repeat(steps));
      await userEvent.keyboard('{Control>}{Shift>}{z}{/Shift}{/Control}'.repeat(steps));
      await userEvent.keyboard('{Control>}{End}{/Control}');
    },
    (s) => model.moveCaret(s, 'end'),
  ),
);

const paste = word.map((text) =>
  command(
    `paste ${JSON.stringify(text)}`,
    async (real) => {
      // Ctrl+V is a key press: it never lands in the same frame as the click or key before it.
      await nextFrame();
      const data = new DataTransfer();
      data.setData('text/plain', text);
      real.editable.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    (s) => model.insertText(s, text),
  ),
);

// How Word and web pages (<sup>, <sub>) and Google Docs (vertical-align) write m², 2ⁿ and H₂O.
const scriptForms = [
  ['^', '<sup>', '</sup>'],
  ['_', '<sub>', '</sub>'],
  ['^', '<span style="vertical-align:super;font-size:7pt">', '</span>'],
  ['_', '<span style="vertical-align:sub;font-size:7pt">', '</span>'],
] as const;

/**
 * Pasting rich text with a raised or lowered part: the text goes in as any paste, and the raised or
 * lowered characters stay so (in a code block, which holds plain text, only the text counts). The
 * paste ends in plain text, so what is typed next is plain, as in any editor.
 */
const pasteScripts = fc
  .tuple(
    fc.stringMatching(/^[a-zñáéó]{1,5}$/),
    fc.constantFrom(...scriptForms),
    fc.stringMatching(/^[0-9n]{1,2}$/),
    fc.stringMatching(/^[a-zó]{1,3}[,.;]?$/),
  )
  .map(([before, [script, open, close], raised, after]): Command => {
    const html = `<p>${before}${open}${raised}${close}${after}</p>`;
    const name = `paste HTML ${JSON.stringify(html)}`;
    return {
      check: () => true,
      async run(state, real) {
        const start = Math.min(state.anchor, state.focus);
        model.insertText(state, before + raised + after);
        // Ctrl+V is a key press: it never lands in the same frame as the click or key before it.
        await nextFrame();
        pasteHtml(real.editable, html);
        await nextFrame();
        expectSameText(state, real, name);
        const at = model.locate(state, start);
        if (state.blocks[at.index]?.kind === 'code') return;
        const scripts = editorScripts(real.document())[at.index]?.text ?? '';
        const pasted = scripts.slice(at.offset, at.offset + before.length + raised.length + after.length);
        expect(pasted, `the marks after ${name}; model ${model.describeModel(state)}`).toBe(
          '.'.repeat(before.length) + script.repeat(raised.length) + '.'.repeat(after.length),
        );
      },
      toString: () => name,
    };
  });

// A code block is written as plain text: marks its text may carry do not survive, nor need to.
const scriptsOutsideCode = (document: EditorDocument) =>
  editorScripts(document).map((block) => (block.kind === 'code' ? { ...block, text: '' } : block));

/** Simple → HTML → simple keeps every block's text and kind, and what is raised or lowered. */
const roundTrip = fc.constant<Command>({
  check: () => true,
  async run(state, real) {
    const again = htmlToDocument(documentToHtml(real.document()));
    expect(editorBlocks(again), 'the HTML round trip').toEqual(editorBlocks(real.document()));
    expect(scriptsOutsideCode(again), 'superscripts and subscripts after the HTML round trip').toEqual(
      scriptsOutsideCode(real.document()),
    );
    expectSameText(state, real, 'the HTML round trip');
  },
  toString: () => 'round trip through HTML',
});

/** Everything an author does while writing, weighted towards typing as writing is. */
export const editingCommands = [
  typing,
  typing,
  typing,
  editingKeys,
  editingKeys,
  moves,
  moves,
  marks,
  blocks,
  sizes,
  colours,
  undoRedo,
  paste,
  pasteScripts,
  roundTrip,
];
