import { normalisePost, type Post, postWireSchema } from '@pupitre/data';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { fakeClient, wire } from '../../../queries/testing/fake-client';
import { mountEditorForm, unmountEditorForm } from '../testing/mount-editor-form';

const SEND = 'Enviar a los suscriptores';
const scheduledDraft = { ...wire.post(9), estado: 'borrador' as const, Titulo: 'Para el lunes' };
const asPost = (raw: unknown) => normalisePost(postWireSchema.parse(raw));
const scheduled = {
  zonaHoraria: 'America/Mexico_City',
  publicaciones: [
    {
      ID_publicaciones: 9,
      Titulo: 'Para el lunes',
      programadaPara: '2030-01-14T13:00:00.000Z',
      enviarSuscriptores: true,
    },
  ],
};

afterEach(unmountEditorForm);

function mount(post: Post | undefined, answers: Record<string, unknown> = {}) {
  const client = fakeClient({ 'GET /publicaciones/programadas': scheduled, ...answers });
  mountEditorForm(client, post && { post, etag: null });
  return client;
}

const box = () => page.getByRole('checkbox', { name: SEND });

describe('the editor’s publish step', () => {
  it('sends a new post to nobody until the box is ticked, and asks for a date and time before scheduling', async () => {
    const client = mount(undefined);
    await expect.element(box()).not.toBeChecked();
    await expect.element(page.getByText('Zona horaria del sitio: America/Mexico City')).toBeVisible();
    await page.getByRole('button', { name: 'Programar' }).click();
    await expect.element(page.getByText('Elige la fecha de publicación')).toBeVisible();
    await expect.element(page.getByText('Elige la hora de publicación')).toBeVisible();
    expect(client.requests.filter((request) => request.method !== 'get')).toEqual([]);
  });

  it('leaves an edited post unsent unless the box is ticked, from the keyboard too', async () => {
    mount(asPost(wire.post(7)));
    await expect.element(box()).not.toBeChecked();
    (box().element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect.element(box()).toBeChecked();
  });

  it('shows a scheduled post’s time on the site clock, and moves it to the new time', async () => {
    const client = mount(asPost(scheduledDraft), {
      'PUT /publicaciones/9': { ...scheduledDraft, id: 9, detail: '¡Post programado correctamente!' },
    });
    await expect.element(page.getByText('Programada para el 14 de enero de 2030 a las 07:00.')).toBeVisible();
    await expect.element(page.getByLabelText('Fecha de programación')).toHaveValue('2030-01-14');
    await expect.element(page.getByLabelText('Hora de programación')).toHaveValue('07:00');
    await expect.element(box()).toBeChecked();

    await userEvent.fill(page.getByLabelText('Hora de programación'), '08:30');
    await page.getByRole('button', { name: 'Programar' }).click();
    await expect.element(page.getByText('¡Post programado correctamente!')).toBeVisible();
    const saved = client.requests.find((request) => request.method === 'put');
    expect(saved?.body).toMatchObject({
      estado: 'publicado',
      enviarSuscriptores: true,
      programadaPara: '2030-01-14T14:30:00.000Z',
    });
  });

  it('refuses a time that already passed', async () => {
    const client = mount(asPost(wire.post(7)));
    await userEvent.fill(page.getByLabelText('Fecha de programación'), '2020-01-01');
    await userEvent.fill(page.getByLabelText('Hora de programación'), '07:00');
    await page.getByRole('button', { name: 'Programar' }).click();
    await expect.element(page.getByText('La fecha de publicación debe ser futura.')).toBeVisible();
    expect(client.requests.some((request) => request.method === 'put')).toBe(false);
  });
});
