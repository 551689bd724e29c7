// The Playwright provider gives vitest's CDP session its typed `send`.
import type {} from '@vitest/browser-playwright';
import { type CDPSession, cdp } from 'vitest/browser';

interface KeyDefinition {
  key: string;
  code: string;
  keyCode: number;
  text?: string;
}

/** One message to Chrome, sent without waiting for the ones before it to be handled. */
type Command = (session: CDPSession) => Promise<unknown>;

const namedKeys: Record<string, KeyDefinition> = {
  ' ': { key: ' ', code: 'Space', keyCode: 32, text: ' ' },
  ArrowLeft: { key: 'ArrowLeft', code: 'ArrowLeft', keyCode: 37 },
  ArrowUp: { key: 'ArrowUp', code: 'ArrowUp', keyCode: 38 },
  ArrowRight: { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39 },
  ArrowDown: { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 },
  Home: { key: 'Home', code: 'Home', keyCode: 36 },
  End: { key: 'End', code: 'End', keyCode: 35 },
  Enter: { key: 'Enter', code: 'Enter', keyCode: 13, text: '\r' },
  Backspace: { key: 'Backspace', code: 'Backspace', keyCode: 8 },
  Delete: { key: 'Delete', code: 'Delete', keyCode: 46 },
};

const modifierKeys = {
  Control: { definition: { key: 'Control', code: 'ControlLeft', keyCode: 17 }, bit: 2 },
  Shift: { definition: { key: 'Shift', code: 'ShiftLeft', keyCode: 16 }, bit: 8 },
} as const;

type Modifier = keyof typeof modifierKeys;

/** A key that types `text`; letters carry their key code, as on a real keyboard. */
function character(text: string): KeyDefinition {
  const upper = text.toUpperCase();
  const isLetter = /^[A-Z]$/.test(upper);
  return {
    key: text,
    code: isLetter ? `Key${upper}` : '',
    keyCode: isLetter ? upper.charCodeAt(0) : 0,
    text,
  };
}

function keyEvent(type: 'keyDown' | 'rawKeyDown' | 'keyUp', key: KeyDefinition, modifiers: number): Command {
  const typesText = type === 'keyDown' && key.text !== undefined;
  return (session) =>
    session.send('Input.dispatchKeyEvent', {
      type,
      key: key.key,
      code: key.code,
      windowsVirtualKeyCode: key.keyCode,
      nativeVirtualKeyCode: key.keyCode,
      modifiers,
      ...(typesText ? { text: key.text, unmodifiedText: key.text } : {}),
    });
}

/** One press as Chrome receives it from the keyboard: "X", "Home", "Shift+ArrowLeft", "Control+ArrowRight". */
function press(description: string): Command[] {
  const parts = description === '+' ? ['+'] : description.split('+');
  const key = namedKeys[parts.at(-1) as string] ?? character(parts.at(-1) as string);
  const modifiers = parts.slice(0, -1).map((name) => modifierKeys[name as Modifier]);
  const held = modifiers.reduce((bits, modifier) => bits | modifier.bit, 0);
  // Chrome types the text of a keyDown itself (keypress, beforeinput, input); Ctrl+key types nothing.
  const typing = key.text !== undefined && !(held & modifierKeys.Control.bit);
  let bits = 0;
  const downs = modifiers.map(({ definition, bit }) => {
    bits |= bit;
    return keyEvent('rawKeyDown', definition, bits);
  });
  const ups = [...modifiers].reverse().map(({ definition, bit }) => {
    bits &= ~bit;
    return keyEvent('keyUp', definition, bits);
  });
  return [
    ...downs,
    keyEvent(typing ? 'keyDown' : 'rawKeyDown', key, held),
    keyEvent('keyUp', key, held),
    ...ups,
  ];
}

/** A dead key and the letter after it, as Spanish keyboards type "é": a composition Chrome commits. */
export function deadKey(accent: string, result: string): Command[] {
  return [
    (session) =>
      session.send('Input.imeSetComposition', { text: accent, selectionStart: 1, selectionEnd: 1 }),
    (session) => session.send('Input.insertText', { text: result }),
  ];
}

/**
 * Presses the keys as a text expander or dictation does. Every event is sent to Chrome while the page
 * is kept busy, so they wait in one queue and then run back to back: no timer or selectionchange event
 * of the page runs between them.
 */
export async function pressAtOnce(...steps: (string | Command[])[]): Promise<void> {
  const session = cdp();
  const busy = session.send('Runtime.evaluate', {
    expression: 'for (const until = performance.now() + 50; performance.now() < until; );',
  });
  const commands = steps.flatMap((step) => (typeof step === 'string' ? press(step) : step));
  const sent = commands.map((send) => send(session));
  await Promise.all([busy, ...sent]);
}
