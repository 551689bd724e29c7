import { EditorToolbar } from '@pupitre/ui/fragments';
import { memo, useCallback, useMemo } from 'react';
import { useSlateStatic } from 'slate-react';
import { takeDomSelection } from './dom-selection';
import { formatPanelItems } from './format-panels';
import { toolbarGroups } from './toolbar-groups';
import { useToolbarState } from './toolbar-state';
import { useTextColours } from './use-text-colours';

/**
 * The main formatting toolbar. It re-renders when what it shows changes (a mark, a block type, the
 * undo stack becoming empty), not on every keystroke.
 */
export const FormatToolbar = memo(function FormatToolbar() {
  const editor = useSlateStatic();
  const state = useToolbarState();
  const colours = useTextColours();
  const panels = useMemo(
    () => formatPanelItems(editor, colours, state.inLink),
    [editor, colours, state.inLink],
  );
  const groups = useMemo(() => toolbarGroups(editor, panels, state), [editor, panels, state]);
  const beforePress = useCallback(() => takeDomSelection(editor), [editor]);
  return <EditorToolbar label="Formato del contenido" groups={groups} beforePress={beforePress} />;
});
