import type { KeyboardEvent } from 'react';

/**
 * A keydown handler for an editor panel's fields: Enter runs `action`. Its default is prevented because
 * the panels sit inside the post editor's form, which Enter would otherwise submit.
 */
export function runOnEnter(action: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    action();
  };
}
