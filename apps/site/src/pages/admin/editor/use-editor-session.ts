import { useRef } from 'react';

/**
 * A key for the editor form that changes when the author opens another post, and stays when the
 * address moved only because the form saved its new post as a draft (`adopted`).
 */
export function useEditorSession(routeId: string | undefined, adopted: boolean): string {
  const session = useRef({ routeId, serial: 0 });
  if (session.current.routeId !== routeId) {
    // Written during render on purpose: the key must change in the same render as the address.
    session.current = { routeId, serial: adopted ? session.current.serial : session.current.serial + 1 };
  }
  return `editor-${session.current.serial}`;
}
