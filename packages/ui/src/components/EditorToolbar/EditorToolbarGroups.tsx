import { Toolbar } from 'radix-ui';
import { Fragment } from 'react';
import * as styles from './EditorToolbar.css';
import { EditorToolbarButton } from './EditorToolbarButton';
import type { EditorToolbarItem } from './editor-toolbar-item';

/** The groups of buttons inside a Radix Toolbar.Root, separated by a rule. */
export function EditorToolbarGroups({ groups }: { groups: EditorToolbarItem[][] }) {
  return groups.map((items, index) => (
    <Fragment key={items[0]?.id ?? index}>
      {index > 0 && <Toolbar.Separator className={styles.separator} />}
      <div className={styles.group}>
        {items.map((item) => (
          <EditorToolbarButton key={item.id} item={item} />
        ))}
      </div>
    </Fragment>
  ));
}
