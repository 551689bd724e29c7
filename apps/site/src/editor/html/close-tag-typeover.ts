import {
  EditorSelection,
  type EditorState,
  type Extension,
  Prec,
  StateEffect,
  StateField,
  type Transaction,
} from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';

/**
 * @codemirror/lang-html closes a tag as soon as it is opened: typing `<p>` gives `<p>|</p>`. An author
 * who goes on to type `</p>` by hand got it twice. Here typing the characters of a close tag the
 * editor wrote moves the caret over them instead, as typing a closing bracket does in code editors;
 * the first character that differs puts back what was passed over and is typed as usual. After `</`
 * the editor completes the name (`</p` + `p>`): typing that name again is absorbed the same way.
 */

interface Span {
  from: number;
  to: number;
}

interface TypeOver {
  /** Close tags the editor wrote by itself, untouched since. */
  tags: readonly Span[];
  /** A close tag being typed over: where it starts and how many of its characters were typed. */
  progress: { from: number; typed: number } | null;
  /** What the editor just completed after `</`, as long as the author is typing it again. */
  echo: { at: number; text: string } | null;
}

const setProgress = StateEffect.define<TypeOver['progress']>();
const setEcho = StateEffect.define<TypeOver['echo']>();
const tagDone = StateEffect.define<number>();

const COMPLETED_CLOSE_TAG = /^<\/[^\s<>/]+>$/;
const COMPLETED_NAME = /^[^\s<>/]+>$/;

/** A tag survives a change that leaves its text alone; text typed right before it pushes it on. */
function mapTags(tags: readonly Span[], tr: Transaction): Span[] {
  const kept: Span[] = [];
  for (const tag of tags) {
    let touched = false;
    tr.changes.iterChangedRanges((fromA, toA) => {
      if (fromA < tag.to && toA > tag.from) touched = true;
      if (fromA === toA && fromA > tag.from && fromA < tag.to) touched = true;
    });
    if (!touched) kept.push({ from: tr.changes.mapPos(tag.from, 1), to: tr.changes.mapPos(tag.to, -1) });
  }
  return kept;
}

const typeOverField = StateField.define<TypeOver>({
  create: () => ({ tags: [], progress: null, echo: null }),
  update(value, tr) {
    let tags = tr.docChanged ? mapTags(value.tags, tr) : [...value.tags];
    // Any change or caret move of the author's own ends a type-over in progress.
    const moved = tr.docChanged || tr.selection !== undefined;
    let progress = moved ? null : value.progress;
    let echo = moved ? null : value.echo;
    if (tr.isUserEvent('input.complete')) {
      tr.changes.iterChanges((_fromA, _toA, fromB, toB, inserted) => {
        const text = inserted.toString();
        if (COMPLETED_CLOSE_TAG.test(text)) tags = [...tags, { from: fromB, to: toB }];
        else if (COMPLETED_NAME.test(text)) echo = { at: tr.newSelection.main.head, text };
      });
    }
    for (const effect of tr.effects) {
      if (effect.is(setProgress)) progress = effect.value;
      if (effect.is(setEcho)) echo = effect.value;
      if (effect.is(tagDone)) tags = tags.filter((tag) => tag.from !== effect.value);
    }
    return { tags, progress, echo };
  },
});

/** The caret, when there is exactly one and nothing is selected. */
function caret(state: EditorState): number | null {
  const { ranges, main } = state.selection;
  return ranges.length === 1 && main.empty ? main.head : null;
}

function typeOver(view: EditorView, from: number, to: number, text: string): boolean {
  const { state } = view;
  if (view.composing || from !== to || text.length !== 1 || caret(state) !== from) return false;
  const { tags, progress, echo } = state.field(typeOverField);
  const next = state.doc.sliceString(from, from + 1);

  if (echo && echo.at === from && echo.text.startsWith(text)) {
    const rest = echo.text.slice(1);
    view.dispatch({ effects: setEcho.of(rest ? { at: from, text: rest } : null) });
    return true;
  }

  const current = progress && progress.from + progress.typed === from ? progress : null;
  const tag = tags.find((span) => span.from === (current ? current.from : from));
  if (!tag) return false;
  if (next === text) {
    const done = from + 1 === tag.to;
    view.dispatch({
      selection: EditorSelection.cursor(from + 1),
      effects: done
        ? [tagDone.of(tag.from), setProgress.of(null)]
        : setProgress.of({ from: tag.from, typed: (current?.typed ?? 0) + 1 }),
    });
    return true;
  }
  if (!current) return false;
  // The author was not typing this close tag after all: what was passed over goes in before it.
  const passed = state.doc.sliceString(tag.from, from);
  view.dispatch({
    changes: { from: tag.from, insert: passed + text },
    selection: EditorSelection.cursor(tag.from + passed.length + 1),
    userEvent: 'input.type',
  });
  return true;
}

/** Backspace during a type-over steps back over the close tag instead of breaking it. */
function stepBack(view: EditorView): boolean {
  const { progress } = view.state.field(typeOverField);
  const at = caret(view.state);
  if (!progress || at !== progress.from + progress.typed) return false;
  view.dispatch({
    selection: EditorSelection.cursor(at - 1),
    effects: setProgress.of(progress.typed > 1 ? { from: progress.from, typed: progress.typed - 1 } : null),
  });
  return true;
}

/** Goes with html(): its close tags can be typed over. */
export function closeTagTypeOver(): Extension {
  return [
    typeOverField,
    Prec.high(EditorView.inputHandler.of(typeOver)),
    Prec.high(keymap.of([{ key: 'Backspace', run: stepBack }])),
  ];
}
