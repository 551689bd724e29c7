export * from './RichTextFrame';
