export { type ImageInsert, ImageInsertForm, type ImageInsertFormProps } from './ImageInsertForm';
