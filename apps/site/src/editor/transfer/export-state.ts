import type { EditorMode } from '@pupitre/ui/fragments';

/** The editor modes as values, for the schemas that read them back (the site's Node tests cannot load ui). */
export const editorModes = ['simple', 'html'] as const satisfies readonly EditorMode[];

/** accounts-admin §3: the editor's form state as an export file holds it. */
export interface EditorExportState {
  title: string;
  /** The post body as HTML. */
  content: string;
  category: string;
  tags: string[];
  status: string;
  publishDate: string;
  editorMode: EditorMode;
  resumen: string;
  /** The cover as shown: a data URL or an address; null without a cover. */
  coverImagePreview: string | null;
}

export type { ExportKind } from '@pupitre/ui/fragments';
