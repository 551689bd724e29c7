import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatLongDate,
  type Post,
  type PostInput,
  type PostVersion,
  postConcurrencyMessages,
  postInputMessages,
  type Revision,
  type SavedPostVersion,
  TITLE_MAX_LENGTH,
} from '@pupitre/data';
import { PageHeader, SidebarBox, TextField, useToast } from '@pupitre/ui';
import { CoverUploader, ImportExportBox, PostEditorLayout } from '@pupitre/ui/fragments';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { browserLocalStorage } from '../../../editor/drafts/browser-storage';
import { clearLocalDraft, type LocalDraft } from '../../../editor/drafts/local-draft';
import { modeFor } from '../../../editor/editor-mode';
import type { ImportedFile } from '../../../editor/transfer/import-file';
import { usePostContent } from '../../../editor/use-post-content';
import { paths } from '../../../paths';
import { useCategories } from '../../../queries/categories';
import { usePostSaveChannel } from '../../../queries/post-versions';
import { AUTOSAVE_TIMEOUT_MS, EXPLICIT_SAVE_TIMEOUT_MS } from '../../../queries/save-channel';
import { useCancelSchedule } from '../../../queries/scheduled-posts';
import { useSession } from '../../../session/SessionProvider';
import { usePrivateImage } from '../../../view/private-image';
import { ADMIN_TOAST_MS } from '../AdminPanelPage';
import { ConflictNotice } from './ConflictNotice';
import { categoryOptions, chosenCategory } from './category-options';
import { EditorActionButtons } from './EditorActionButtons';
import {
  type EditorAction,
  editorActionMessages,
  keepsItsVersion,
  standingOf,
  stateFor,
} from './editor-actions';
import { LeaveConfirmDialog } from './LeaveConfirmDialog';
import { PendingChangesOffer } from './PendingChangesOffer';
import { PostContentEditor } from './PostContentEditor';
import { PostHistory } from './PostHistory';
import { PublishStepBox } from './PublishStepBox';
import { DRAFT_SAVED, INCOMPLETE_POST, type PostFormValues, postFormSchema } from './post-form';
import { CategoryField, SummaryField } from './post-form-fields';
import { hasTitleAndCategory, postInputOf } from './post-input';
import { publishStepMessages, type ScheduleChoice } from './publish-step';
import { RestoreOffer } from './RestoreOffer';
import { SignInAgainDialog } from './SignInAgainDialog';
import { type ServerSaveFailure, serverSaveFailureOf } from './server-save-failure';
import { UnpublishDialog } from './UnpublishDialog';
import { describeAutosave, useAutosave } from './use-autosave';
import { COVER_NOT_KEPT, useCoverImage } from './use-cover-image';
import { useDraftRestore } from './use-draft-restore';
import { useFieldEdits } from './use-field-edits';
import { useFocusAfterSave } from './use-focus-after-save';
import { useLeaveGuard } from './use-leave-guard';
import { useLocalDraftKey } from './use-local-draft-key';
import { usePendingChanges } from './use-pending-changes';
import { usePostTransfer } from './use-post-transfer';
import { usePublishStep } from './use-publish-step';
import { withVersionText } from './version-text';

interface PostEditorFormProps {
  /** The post being edited with its ETag, or undefined for a new one. */
  version?: PostVersion;
  /** A new post was saved as a draft: the editor stays, now on the draft's edit address. */
  onCreated(post: Post): void;
}

const today = () => new Date().toISOString();

/** /admin/post/new and /admin/post/edit/{id}: title, content, summary, category, cover; publish or keep a draft. */
export function PostEditorForm({ version, onCreated }: PostEditorFormProps) {
  const post = version?.post;
  const toast = useToast();
  const [, navigate] = useLocation();
  const channel = usePostSaveChannel(version);
  const session = useSession();
  const cancelSchedule = useCancelSchedule();
  const [sending, setSending] = useState<EditorAction | null>(null);
  const [conflict, setConflict] = useState<PostVersion | null>(null);
  const [confirmingUnpublish, setConfirmingUnpublish] = useState(false);
  const historyOpener = useRef<() => void>(undefined);
  const focusAfterSave = useFocusAfterSave(sending !== null);
  const signedIn = session.user !== null;
  const categories = useCategories();
  const options = categoryOptions(categories.data);
  // What the server holds now: a new post saved as a draft has an id; publishing, unpublishing and
  // another tab's saves change its state.
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
  const coverNow = useRef(cover.image);
  coverNow.current = cover.image;
  // Once a save stored a new cover, the next saves name the stored image instead of sending the
  // photo again (megabytes a save, and a new image record each time).
  const adoptStoredCover = (sent: PostInput, saved: SavedPostVersion) => {
    const image = saved.post.imagenUrl;
    const stored = saved.detail !== postConcurrencyMessages.pendingSaved;
    if (
      stored &&
      image &&
      sent.Imagen_portada?.startsWith('data:') &&
      coverNow.current === sent.Imagen_portada
    )
      cover.set(image);
  };
  const restore = useDraftRestore(storageKey, post);
  const guard = useLeaveGuard(dirty);
  const publishStep = usePublishStep(post);
  const pendingChanges = usePendingChanges(post, keepsItsVersion(standingOf(post, publishStep.scheduledFor)));

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
  const publishStepStanding = () => standingOf(stored, publishStep.scheduledFor);
  const stopped = (failure: ServerSaveFailure) => {
    if (failure.kind === 'conflict') setConflict(failure.theirs);
  };
  const autosave = useAutosave({
    storageKey,
    snapshot,
    saveOnServer: stored
      ? () => {
          if (!isComplete()) return undefined;
          const input = postInputOf(form.getValues(), content.currentHtml(), cover.image, stored.estado);
          const editsAtSave = edits.current;
          return channel.send({ input, origin: 'autosave', timeoutMs: AUTOSAVE_TIMEOUT_MS }).then((saved) => {
            if (edits.current === editsAtSave) setDirty(false);
            setStored(saved.post);
            adoptStoredCover(input, saved);
            return saved.detail === postConcurrencyMessages.pendingSaved ? 'pending' : 'saved';
          });
        }
      : undefined,
    onStopped: stopped,
  });

  // Signed in again after the session ended: what waited is saved at once.
  const waitsForSession = autosave.status.kind === 'stopped' && autosave.status.failure.kind === 'session';
  useEffect(() => {
    if (signedIn && waitsForSession) autosave.resume();
  }, [signedIn, waitsForSession, autosave.resume]);

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

  // Text from elsewhere (a version restored from the history, another tab's version) replaces the
  // editor's: what it replaced is already in the history.
  const loadText = (source: Post) => {
    form.reset({
      titulo: source.titulo,
      categoria: chosenCategory(options, source.categorias[0]?.id),
      resumen: source.tieneResumen ? source.resumen : '',
    });
    content.replace(source.contenido, modeFor(source.contenido));
    cover.set(source.imagenUrl ?? null);
  };
  // On a draft the restored version is what the server holds now; on a published or scheduled post it
  // waits in the editor (and in the history) for "Actualizar".
  const showRestored = (restored: Post, version: Revision) => {
    const waits = keepsItsVersion(publishStepStanding());
    loadText(waits ? withVersionText(restored, version) : restored);
    autosave.cancel();
    if (waits) {
      edited();
    } else {
      setStored(restored);
      clearLocalDraft(browserLocalStorage(), storageKey);
      setDirty(false);
    }
    toast({
      title: waits ? postConcurrencyMessages.pendingSaved : 'Versión restaurada correctamente.',
      tone: 'success',
      duration: ADMIN_TOAST_MS,
    });
  };
  const keepMine = () => {
    if (!conflict) return;
    channel.adopt(conflict);
    setStored(conflict.post);
    setConflict(null);
    autosave.resume();
  };
  const takeTheirs = () => {
    if (!conflict) return;
    channel.adopt(conflict);
    setStored(conflict.post);
    loadText(conflict.post);
    autosave.cancel();
    clearLocalDraft(browserLocalStorage(), storageKey);
    setDirty(false);
    setConflict(null);
    autosave.resume(false);
  };

  // A scheduled post is sent as published with its time: the server keeps it a draft until then.
  // Every explicit save waits for an autosave on its way (the channel sends one at a time) and gives
  // up after EXPLICIT_SAVE_TIMEOUT_MS, so the buttons never stay disabled through an outage.
  const submit = (action: EditorAction, schedule?: ScheduleChoice) =>
    form.handleSubmit(async (values) => {
      const failOn = (message: string) => toast({ title: message, tone: 'danger', duration: ADMIN_TOAST_MS });
      if (!hasTitleAndCategory(values)) return failOn(INCOMPLETE_POST);
      if (content.isBlank())
        return failOn(content.mode === 'html' ? postInputMessages.htmlEmpty : INCOMPLETE_POST);
      const standing = publishStepStanding();
      const estado = stateFor(action, standing);
      autosave.cancel();
      const editsAtSave = edits.current;
      const publishing = action === 'publish' || action === 'schedule';
      const input = postInputOf(values, content.currentHtml(), cover.image, estado, {
        enviarSuscriptores: publishing && publishStep.form.getValues('enviarSuscriptores'),
        programadaPara: schedule?.programadaPara,
      });
      focusAfterSave.remember();
      setSending(action);
      try {
        const saved = await channel.send({
          input,
          ...(action === 'changes' && { origin: 'changes' as const }),
          timeoutMs: EXPLICIT_SAVE_TIMEOUT_MS,
        });
        const keptAside = saved.detail === postConcurrencyMessages.pendingSaved;
        setStored(saved.post);
        adoptStoredCover(input, saved);
        // Changes kept aside are not on the site yet: the copy stays until they are.
        if (!keptAside) clearLocalDraft(browserLocalStorage(), storageKey);
        if (edits.current === editsAtSave) setDirty(false);
        autosave.saved(keptAside);
        toast({
          title: savedMessage(action, editing, saved.detail),
          tone: 'success',
          duration: ADMIN_TOAST_MS,
        });
        if (publishing && !schedule) navigate(paths.adminPanel());
        else if (!editing) {
          onCreated(saved.post);
          navigate(paths.editPost(saved.post.id), { replace: true });
        }
      } catch (error) {
        const failure = serverSaveFailureOf(error);
        if (failure.kind === 'conflict') setConflict(failure.theirs);
        else if (failure.kind !== 'session')
          failOn(`${editing ? 'Error al actualizar' : 'Error al publicar'}: ${(error as Error).message}`);
      } finally {
        setSending(null);
      }
    });

  const standing = publishStepStanding();
  const busy = sending !== null;
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
            unsavedText={() =>
              dirty && isComplete()
                ? postInputOf(form.getValues(), content.currentHtml(), cover.image, stored.estado)
                : undefined
            }
            opener={historyOpener}
            disabled={busy}
          />
        )}
      </PageHeader>
      {conflict && (
        <ConflictNotice
          onCompare={() => historyOpener.current?.()}
          onKeepMine={keepMine}
          onTakeTheirs={takeTheirs}
          disabled={busy}
        />
      )}
      {!restore.offer && pendingChanges.offer && stored && (
        <PendingChangesOffer
          version={pendingChanges.offer}
          zone={publishStep.zone}
          onLoad={(version) => {
            loadText(withVersionText(stored, version));
            edited();
            pendingChanges.answer();
          }}
          onIgnore={pendingChanges.answer}
        />
      )}
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
              disabled={busy}
            />
            <SidebarBox title="Detalles de la publicación">
              <CategoryField control={form.control} options={options} />
              <TextField label="Fecha de publicacion" value={formatLongDate(today())} readOnly />
            </SidebarBox>
            <PublishStepBox
              step={publishStep}
              disabled={busy}
              onUnschedule={
                stored && standing === 'scheduled'
                  ? () =>
                      cancelSchedule.mutate(stored.id, {
                        onSuccess: () =>
                          toast({ title: SCHEDULE_CANCELLED, tone: 'success', duration: ADMIN_TOAST_MS }),
                      })
                  : undefined
              }
              unscheduling={cancelSchedule.isPending}
            />
            <ImportExportBox onImport={transfer.onImport} onExport={transfer.onExport} disabled={busy} />
          </>
        }
        actions={
          <EditorActionButtons
            standing={standing}
            sending={sending}
            onSave={(action) => submit(action)}
            onSchedule={publishStep.form.handleSubmit((choice) => submit('schedule', choice)())}
            onUnpublish={() => setConfirmingUnpublish(true)}
            status={[describeAutosave(autosave.status), cover.copyStatus === 'not-kept' ? COVER_NOT_KEPT : '']
              .filter(Boolean)
              .join(' ')}
          />
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
      <UnpublishDialog
        open={confirmingUnpublish}
        onOpenChange={setConfirmingUnpublish}
        onConfirm={() => {
          setConfirmingUnpublish(false);
          void submit('unpublish')();
        }}
      />
      <SignInAgainDialog open={session.status === 'ready' && session.user === null} />
    </>
  );
}

const SCHEDULE_CANCELLED = 'Programación cancelada: la publicación es un borrador.';

/** The spec's messages; a draft (the spec always publishes) says what happened to it. */
function savedMessage(action: EditorAction, editing: boolean, serverDetail: string): string {
  switch (action) {
    case 'draft':
      return DRAFT_SAVED;
    case 'changes':
      return serverDetail;
    case 'schedule':
      return publishStepMessages.scheduled;
    case 'unpublish':
      return editorActionMessages.unpublished;
    case 'publish':
      return editing ? '¡Post actualizado correctamente!' : '¡Post publicado correctamente!';
  }
}
