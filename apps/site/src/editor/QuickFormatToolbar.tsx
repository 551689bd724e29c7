import { FloatingToolbar } from '@pupitre/ui/fragments';
import { memo, useMemo } from 'react';
import { useSlateStatic } from 'slate-react';
import { floatingGroups } from './toolbar-groups';
import { useMarkState } from './toolbar-state';
import { useFloatingAnchor } from './use-floating-anchor';

/**
 * The marks over a selection. Its state (where the selection is, whether the author is typing) lives
 * here, apart from the editable: re-rendering the editable makes slate-react write its own selection
 * into the page, and that selection can lag the browser's by up to 100 ms.
 */
export const QuickFormatToolbar = memo(function QuickFormatToolbar() {
  const editor = useSlateStatic();
  const pressed = useMarkState();
  const anchor = useFloatingAnchor();
  const groups = useMemo(() => floatingGroups(editor, pressed), [editor, pressed]);
  return <FloatingToolbar label="Formato rápido" groups={groups} anchor={anchor} />;
});
