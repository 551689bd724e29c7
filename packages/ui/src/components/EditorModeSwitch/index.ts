export {
  type EditorMode,
  EditorModeSwitch,
  type EditorModeSwitchProps,
  editorModes,
} from './EditorModeSwitch';
