import { Portal, Toolbar } from 'radix-ui';
import { useLayoutEffect, useState } from 'react';
import { EditorToolbarGroups } from '../EditorToolbar/EditorToolbarGroups';
import type { EditorToolbarItem } from '../EditorToolbar/editor-toolbar-item';
import * as styles from './FloatingToolbar.css';
import { type FloatingAnchor, type FloatingPlacement, placeOverSelection } from './floating-position';

export type { FloatingAnchor } from './floating-position';

export interface FloatingToolbarProps {
  /** Names the toolbar, e.g. 'Formato de la selección'. */
  label: string;
  /** Buttons in groups, as in EditorToolbar. */
  groups: EditorToolbarItem[][];
  /** The selection's bounding rectangle in viewport coordinates (a DOMRect will do); null hides it. */
  anchor: FloatingAnchor | null;
  /** Hides it without unmounting (while the writer types). */
  hidden?: boolean;
}

function viewportSize() {
  return { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
}

/**
 * A compact formatting toolbar over the selected text: fixed above the selection and centred on it,
 * inside the viewport, below the selection when there is no room above. Same buttons and keyboard
 * as EditorToolbar.
 */
export function FloatingToolbar({ label, groups, anchor, hidden = false }: FloatingToolbarProps) {
  // State, not a ref: the portal mounts its content a render later, and placing must wait for it.
  const [toolbar, setToolbar] = useState<HTMLDivElement | null>(null);
  const [placement, setPlacement] = useState<FloatingPlacement>();
  const { top, left, width, height } = anchor ?? {};

  useLayoutEffect(() => {
    if (!toolbar || top === undefined || left === undefined || width === undefined) {
      setPlacement(undefined);
      return;
    }
    const place = () => {
      const size = { width: toolbar.offsetWidth, height: toolbar.offsetHeight };
      setPlacement(placeOverSelection({ top, left, width, height }, size, viewportSize()));
    };
    place();
    // The buttons can change its size (a glyph, the fonts arriving), and the window can change shape.
    const observer = new ResizeObserver(place);
    observer.observe(toolbar);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [toolbar, top, left, width, height]);

  if (!anchor) return null;
  return (
    <Portal.Root>
      <Toolbar.Root
        ref={setToolbar}
        className={styles.toolbar}
        aria-label={label}
        data-side={placement?.side}
        data-hidden={hidden || !placement ? '' : undefined}
        style={{ top: placement?.top ?? 0, left: placement?.left ?? 0 }}
      >
        <EditorToolbarGroups groups={groups} />
      </Toolbar.Root>
    </Portal.Root>
  );
}
