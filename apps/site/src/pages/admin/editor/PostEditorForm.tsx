import { zodResolver } from '@hookform/resolvers/zod';
import { formatLongDate, type Post, postInputMessages, TITLE_MAX_LENGTH } from '@pupitre/data';
import { Button, PageHeader, SidebarBox, TextField, useToast } from '@pupitre/ui';
import { CoverUploader, ImportExportBox, PostEditorLayout } from '@pupitre/ui/fragments';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { browserLocalStorage } from '../../../editor/drafts/browser-storage';
import { clearLocalDraft, type LocalDraft } from '../../../editor/drafts/local-draft';
import { modeFor } from '../../../editor/editor-mode';
import type { ImportedFile } from '../../../editor/transfer/import-file';
import { usePostContent } from '../../../editor/use-post-content';
import { paths } from '../../../paths';
import { useSavePost } from '../../../queries/admin-posts';
import { useCategories } from '../../../queries/categories';
import { usePrivateImage } from '../../../view/private-image';
import { ADMIN_TOAST_MS } from '../AdminPanelPage';
import { categoryOptions, chosenCategory } from './category-options';
import { LeaveConfirmDialog } from './LeaveConfirmDialog';
import { PostContentEditor } from './PostContentEditor';
import { PostHistory } from './PostHistory';
import { PublishStepBox } from './PublishStepBox';
import { DRAFT_SAVED, INCOMPLETE_POST, type PostFormValues, postFormSchema } from './post-form';
import { CategoryField, SummaryField } from './post-form-fields';
import { hasTitleAndCategory, type PostStatus, postInputOf } from './post-input';
import { publishStepMessages, type ScheduleChoice } from './publish-step';
import { RestoreOffer } from './RestoreOffer';
import { describeAutosave, useAutosave } from './use-autosave';
import { useCoverImage } from './use-cover-image';
import { useDraftRestore } from './use-draft-restore';
import { useFieldEdits } from './use-field-edits';
import { useLeaveGuard } from './use-leave-guard';
import { useLocalDraftKey } from './use-local-draft-key';
import { usePostTransfer } from './use-post-transfer';
import { usePublishStep } from './use-publish-step';

interface PostEditorFormProps {
  /** The post being edited, or undefined for a new one. */
  post?: Post;
  /** A new post was saved as a draft: the editor stays, now on the draft's edit address. */
  onCreated(post: Post): void;
}

const today = () => new Date().toISOString();

/** /admin/post/new and /admin/post/edit/{id}: title, content, summary, category, cover; publish or keep a draft. */
export function PostEditorForm({ post, onCreated }: PostEditorFormProps) {
  const toast = useToast();
  const [, navigate] = useLocation();
  const save = useSavePost();
  const autosaveWrite = useSavePost();
  const categories = useCategories();
  const options = categoryOptions(categories.data);
  // What the server holds now: a new post saved as a draft has an id, and a draft save turns a
  // published post back into a draft.
  const [stored, setStored] = useState(post);
  const editing = stored !== undefined;
  const storageKey = useLocalDraftKey(stored?.id);
  const [dirty, setDirty] = useState(false);
  const edits = useRef(0);

  const form = useForm<PostFormValues>({
    resolver: zodResolver(postFormSchema),
    defaultValues: {
      titulo: post?.titulo ?? '',
      categoria: chosenCategory(options, post?.categorias[0]?.id),
      resumen: post?.tieneResumen ? post.resumen : '',
    },
  });
  const { errors } = form.formState;

  const edited = () => {
    edits.current += 1;
    setDirty(true);
    autosave.schedule();
  };
  useFieldEdits(form, edited);
  const initialHtml = post?.contenido ?? '';
  const content = usePostContent(initialHtml, modeFor(initialHtml), edited);
  const cover = useCoverImage(post?.imagenUrl ?? null, edited);
  const coverPreview = usePrivateImage(cover.image, true);
  const restore = useDraftRestore(storageKey, post);
  const guard = useLeaveGuard(dirty);
  const publishStep = usePublishStep(post);

  const snapshot = (): LocalDraft => {
    const values = form.getValues();
    return {
      savedAt: today(),
      title: values.titulo,
      category: values.categoria,
      summary: values.resumen,
      html: content.currentHtml(),
      mode: content.mode,
      ...cover.inCopy,
    };
  };
  const isComplete = () => hasTitleAndCategory(form.getValues()) && !content.isBlank();
  const autosave = useAutosave({
    storageKey,
    snapshot,
    saveOnServer:
      stored?.estado === 'borrador'
        ? () => {
            if (!isComplete()) return undefined;
            const input = postInputOf(form.getValues(), content.currentHtml(), cover.image, 'borrador');
            const editsAtSave = edits.current;
            return autosaveWrite.mutateAsync({ id: stored.id, input, autosave: true }).then(() => {
              if (edits.current === editsAtSave) setDirty(false);
            });
          }
        : undefined,
  });

  const fill = (values: Partial<PostFormValues>) => {
    form.reset({ ...form.getValues(), ...values });
    edited();
  };
  const applyImport = (imported: ImportedFile) => {
    if (imported.kind === 'html') {
      content.replace(imported.html, modeFor(imported.html));
      return;
    }
    const { state } = imported;
    fill({
      ...(state.title !== undefined && { titulo: state.title }),
      ...(state.resumen !== undefined && { resumen: state.resumen }),
      ...(state.category !== undefined && { categoria: chosenCategory(options, Number(state.category)) }),
    });
    content.replace(state.content, state.editorMode ?? modeFor(state.content));
    if (state.coverImagePreview !== undefined) cover.set(state.coverImagePreview);
  };
  const transfer = usePostTransfer({
    exportState: () => {
      const values = form.getValues();
      return {
        title: values.titulo,
        content: content.currentHtml(),
        category: values.categoria,
        tags: [],
        status: stored?.estado ?? 'borrador',
        publishDate: today(),
        editorMode: content.mode,
        resumen: values.resumen,
        coverImagePreview: cover.image,
      };
    },
    applyImport,
  });
  const restoreDraft = (draft: LocalDraft) => {
    restore.accept();
    fill({
      titulo: draft.title,
      categoria: chosenCategory(options, Number(draft.category)),
      resumen: draft.summary,
    });
    content.replace(draft.html, draft.mode);
    cover.set(draft.coverImage ?? null);
  };

  // A version restored from the history is what the server holds now: the editor shows it, unsaved
  // work and its copies are gone (the history kept them), and nothing is due to be saved.
  const showRestored = (restored: Post) => {
    setStored(restored);
    form.reset({
      titulo: restored.titulo,
      categoria: chosenCategory(options, restored.categorias[0]?.id),
      resumen: restored.tieneResumen ? restored.resumen : '',
    });
    content.replace(restored.contenido, modeFor(restored.contenido));
    cover.set(restored.imagenUrl ?? null);
    autosave.cancel();
    clearLocalDraft(browserLocalStorage(), storageKey);
    setDirty(false);
    toast({ title: 'Versión restaurada correctamente.', tone: 'success', duration: ADMIN_TOAST_MS });
  };

  // A scheduled post is sent as published with its time: the server keeps it a draft until then.
  const submit = (estado: PostStatus, schedule?: ScheduleChoice) =>
    form.handleSubmit((values) => {
      const failOn = (message: string) => toast({ title: message, tone: 'danger', duration: ADMIN_TOAST_MS });
      if (!hasTitleAndCategory(values)) return failOn(INCOMPLETE_POST);
      if (content.isBlank())
        return failOn(content.mode === 'html' ? postInputMessages.htmlEmpty : INCOMPLETE_POST);
      autosave.cancel();
      const editsAtSave = edits.current;
      const input = postInputOf(values, content.currentHtml(), cover.image, estado, {
        enviarSuscriptores: estado === 'publicado' && publishStep.form.getValues('enviarSuscriptores'),
        programadaPara: schedule?.programadaPara,
      });
      save.mutate(
        { id: stored?.id, input },
        {
          onSuccess: (saved) => {
            setStored(saved);
            clearLocalDraft(browserLocalStorage(), storageKey);
            if (edits.current === editsAtSave) setDirty(false);
            const title = schedule ? publishStepMessages.scheduled : savedMessage(editing, estado);
            toast({ title, tone: 'success', duration: ADMIN_TOAST_MS });
            if (estado === 'publicado') navigate(paths.adminPanel());
            else if (!editing) {
              onCreated(saved);
              navigate(paths.editPost(saved.id), { replace: true });
            }
          },
          onError: (error) =>
            failOn(`${editing ? 'Error al actualizar' : 'Error al publicar'}: ${error.message}`),
        },
      );
    });

  const sending = save.isPending;
  return (
    <>
      <PageHeader title={editing ? 'Editar publicación' : 'Nueva Publicacion'} align="start">
        {stored && (
          <PostHistory
            postId={stored.id}
            currentText={() => ({
              title: form.getValues('titulo'),
              summary: form.getValues('resumen'),
              html: content.currentHtml(),
            })}
            onRestored={showRestored}
            disabled={sending}
          />
        )}
      </PageHeader>
      {restore.offer && (
        <RestoreOffer draft={restore.offer} onRestore={restoreDraft} onDiscard={restore.discard} />
      )}
      <PostEditorLayout
        sidebar={
          <>
            <CoverUploader
              previewUrl={coverPreview}
              status={cover.status}
              onSelect={cover.select}
              onRemove={cover.remove}
              disabled={sending}
            />
            <SidebarBox title="Detalles de la publicación">
              <CategoryField control={form.control} options={options} />
              <TextField label="Fecha de publicacion" value={formatLongDate(today())} readOnly />
            </SidebarBox>
            <PublishStepBox step={publishStep} disabled={sending} />
            <ImportExportBox onImport={transfer.onImport} onExport={transfer.onExport} disabled={sending} />
          </>
        }
        actions={
          <>
            <Button
              onClick={submit('publicado')}
              loading={sending}
              loadingLabel="Publicando..."
              disabled={sending}
            >
              Publicar
            </Button>
            <Button variant="outline" tone="neutral" onClick={submit('borrador')} disabled={sending}>
              Guardar borrador
            </Button>
            <Button
              variant="outline"
              tone="neutral"
              onClick={publishStep.form.handleSubmit((choice) => submit('publicado', choice)())}
              disabled={sending}
            >
              {publishStepMessages.schedule}
            </Button>
            <output aria-live="polite">{describeAutosave(autosave.status)}</output>
          </>
        }
      >
        <TextField
          label="Titulo del post"
          maxLength={TITLE_MAX_LENGTH}
          stopAtMaxLength
          error={errors.titulo?.message}
          {...form.register('titulo')}
        />
        <PostContentEditor content={content} />
        <SummaryField control={form.control} />
      </PostEditorLayout>
      <LeaveConfirmDialog guard={guard} />
    </>
  );
}

/** The spec's messages; a draft (the spec always publishes) says what happened to it. */
function savedMessage(editing: boolean, estado: PostStatus): string {
  if (estado === 'borrador') return DRAFT_SAVED;
  return editing ? '¡Post actualizado correctamente!' : '¡Post publicado correctamente!';
}
