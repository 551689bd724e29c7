export { type ExportKind, exportKinds, ImportExportBox, type ImportExportBoxProps } from './ImportExportBox';
