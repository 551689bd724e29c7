export * from './EditorToolbar';
