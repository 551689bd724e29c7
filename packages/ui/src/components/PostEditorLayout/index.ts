export * from './PostEditorLayout';
