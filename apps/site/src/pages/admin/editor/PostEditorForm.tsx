import { zodResolver } from '@hookform/resolvers/zod';
import { formatLongDate, type Post, SUMMARY_MAX_LENGTH } from '@pupitre/data';
import {
  Button,
  PageHeader,
  PostEditorLayout,
  Select,
  SidebarBox,
  TextArea,
  TextField,
  useToast,
} from '@pupitre/ui';
import { useMemo, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { type EditorDocument, emptyDocument } from '../../../editor/model';
import { RichTextEditor } from '../../../editor/RichTextEditor';
import { htmlToDocument } from '../../../editor/serialise/from-html';
import { documentToHtml } from '../../../editor/serialise/to-html';
import { isDocumentEmpty } from '../../../editor/word-count';
import { paths } from '../../../paths';
import { useSavePost } from '../../../queries/admin-posts';
import { useCategories } from '../../../queries/categories';
import { ADMIN_TOAST_MS } from '../AdminPanelPage';
import { categoryOptions, chosenCategory } from './category-options';
import { INCOMPLETE_POST, type PostFormValues, postFormSchema } from './post-form';

interface PostEditorFormProps {
  /** The post being edited, or undefined for a new one. */
  post?: Post;
}

/** /admin/post/new and /admin/post/edit/{id}: title, content, summary, category; publish or keep a draft. */
export function PostEditorForm({ post }: PostEditorFormProps) {
  const toast = useToast();
  const [, navigate] = useLocation();
  const save = useSavePost();
  const categories = useCategories();
  const options = categoryOptions(categories.data);
  const initialDocument = useMemo(() => (post ? htmlToDocument(post.contenido) : emptyDocument()), [post]);
  const content = useRef<EditorDocument>(initialDocument);
  const editing = post !== undefined;

  const form = useForm<PostFormValues>({
    resolver: zodResolver(postFormSchema),
    defaultValues: {
      titulo: post?.titulo ?? '',
      categoria: chosenCategory(options, post?.categorias[0]?.id),
      resumen: post?.tieneResumen ? post.resumen : '',
    },
  });
  const { errors } = form.formState;

  const submit = (estado: 'publicado' | 'borrador') =>
    form.handleSubmit((values) => {
      if (values.titulo.trim() === '' || values.categoria === '' || isDocumentEmpty(content.current)) {
        toast({ title: INCOMPLETE_POST, tone: 'danger', duration: ADMIN_TOAST_MS });
        return;
      }
      const input = {
        titulo: values.titulo.trim(),
        contenido: documentToHtml(content.current),
        resumen: values.resumen.trim() || null,
        estado,
        categorias: [Number(values.categoria)],
        Imagen_portada: post?.imagenUrl ?? null,
      };
      save.mutate(
        { id: post?.id, input },
        {
          onSuccess: () => {
            toast({
              title: editing ? '¡Post actualizado correctamente!' : '¡Post publicado correctamente!',
              tone: 'success',
              duration: ADMIN_TOAST_MS,
            });
            navigate(paths.adminPanel());
          },
          onError: (error) =>
            toast({
              title: `${editing ? 'Error al actualizar' : 'Error al publicar'}: ${error.message}`,
              tone: 'danger',
              duration: ADMIN_TOAST_MS,
            }),
        },
      );
    });

  const sending = save.isPending;
  return (
    <>
      <PageHeader title={editing ? 'Editar publicación' : 'Nueva Publicacion'} align="start" />
      <PostEditorLayout
        sidebar={
          <SidebarBox title="Detalles de la publicación">
            <Controller
              control={form.control}
              name="categoria"
              render={({ field }) => (
                <Select
                  label="Categoria"
                  options={options}
                  value={field.value}
                  onValueChange={field.onChange}
                />
              )}
            />
            <TextField
              label="Fecha de publicacion"
              value={formatLongDate(new Date().toISOString())}
              readOnly
            />
          </SidebarBox>
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
          </>
        }
      >
        <TextField label="Titulo del post" error={errors.titulo?.message} {...form.register('titulo')} />
        <RichTextEditor
          initialValue={initialDocument}
          onChange={(document) => (content.current = document)}
        />
        <Controller
          control={form.control}
          name="resumen"
          render={({ field }) => (
            <TextArea
              label="Resumen de la publicacion"
              hint="Si lo dejas vacío se usan los primeros 150 caracteres del título."
              maxLength={SUMMARY_MAX_LENGTH}
              showCount
              rows={4}
              error={errors.resumen?.message}
              {...field}
            />
          )}
        />
      </PostEditorLayout>
    </>
  );
}
