import type { ChangeEvent } from 'react';

/** Lower-cases the username as it is typed, keeping the caret where it was (accounts-admin §5). */
export function lowerCaseInPlace(event: ChangeEvent<HTMLInputElement>): void {
  const input = event.target;
  const lower = input.value.toLowerCase();
  if (lower === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = lower;
  input.setSelectionRange(selectionStart, selectionEnd);
}
