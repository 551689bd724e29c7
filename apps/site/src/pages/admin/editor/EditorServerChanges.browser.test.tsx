import { ApiError, normalisePost, type Post, postWireSchema } from '@pupitre/data';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { fakeClient, WithHeaders, wire } from '../../../queries/testing/fake-client';
import { mountEditorForm, unmountEditorForm } from '../testing/mount-editor-form';

const published = { ...wire.post(7), Titulo: 'En el sitio', Fecha_modificacion: '2026-12-01T10:00:00.000Z' };
const asPost = (raw: unknown): Post => normalisePost(postWireSchema.parse(raw));
const noSchedules = { zonaHoraria: 'America/Mexico_City', publicaciones: [] };
const entry = (id: number, tipo: string, fecha: string, titulo: string) => ({
  id,
  fecha,
  tipo,
  autor: 'Lucía',
  titulo,
});
const version = {
  ...entry(30, 'autosave', '2026-12-02T16:30:00.000Z', 'Con cambios del otro equipo'),
  resumen: null,
  contenido: '<p>Texto nuevo</p>',
  categorias: [{ ID_categoria: 2, Nombre_categoria: 'Técnicas de Estudio' }],
  Imagen_portada: null,
  Imagen_destacada_ID: null,
};

afterEach(unmountEditorForm);

function mount(post: Post, answers: Record<string, unknown>) {
  const client = fakeClient({ 'GET /publicaciones/programadas': noSchedules, ...answers });
  mountEditorForm(client, { post, etag: '"v1"' });
  return client;
}

describe('a published post’s changes kept on the server', () => {
  it('are offered when the editor opens, and load into the editor without touching the site', async () => {
    const client = mount(asPost(published), {
      'GET /publicaciones/7/revisiones': [
        version,
        entry(29, 'publish', '2026-12-01T10:00:00.000Z', 'En el sitio'),
      ],
      'GET /publicaciones/7/revisiones/30': version,
    });
    await expect
      .element(
        page.getByText(
          /Esta publicación tiene cambios sin publicar guardados el 2 de diciembre de 2026, 10:30/,
        ),
      )
      .toBeVisible();
    await page.getByRole('button', { name: 'Cargar cambios' }).click();
    await expect.element(page.getByLabelText('Titulo del post')).toHaveValue('Con cambios del otro equipo');
    await expect.element(page.getByRole('button', { name: 'Actualizar' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Guardar cambios' })).toBeVisible();
    expect(client.requests.filter((request) => request.method === 'put')).toEqual([]);
  });

  it('are not offered once applied: the newest version is the update itself', async () => {
    mount(asPost(published), {
      'GET /publicaciones/7/revisiones': [entry(31, 'update', '2026-12-01T10:00:00.000Z', 'En el sitio')],
    });
    await expect.element(page.getByRole('button', { name: 'Actualizar' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.body.textContent).not.toContain('cambios sin publicar guardados');
  });
});

describe('a save refused because another tab changed the post', () => {
  it('keeps the author’s text, names the conflict, and "Usar la suya" loads the other version', async () => {
    const theirs = { ...published, Titulo: 'Título de la otra pestaña' };
    mount(asPost(published), {
      'GET /publicaciones/7/revisiones': [],
      'PUT /publicaciones/7': new ApiError(412, 'Otra persona o pestaña cambió esta publicación.'),
      'GET /publicaciones/7': new WithHeaders(theirs, { ETag: '"v2"' }),
    });
    await page.getByLabelText('Titulo del post').fill('Mi título');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Otra persona o pestaña cambió esta publicación' });
    await expect.element(alert).toBeVisible();
    await expect.element(page.getByLabelText('Titulo del post')).toHaveValue('Mi título');
    await page.getByRole('button', { name: 'Usar la suya' }).click();
    await expect.element(page.getByLabelText('Titulo del post')).toHaveValue('Título de la otra pestaña');
    expect(document.body.textContent).not.toContain('Otra persona o pestaña cambió esta publicación');
  });
});
