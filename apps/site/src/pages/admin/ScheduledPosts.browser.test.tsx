import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { fakeClient, wire } from '../../queries/testing/fake-client';
import { mountAdminPanel, unmountAdminPanel } from './testing/mount-admin-panel';

const answers = {
  'GET /publicaciones/admin/resumen': { total: 2, borradores: 1, categorias: [] },
  'GET /publicaciones/admin': {
    publicaciones: [{ ...wire.adminPost(4), Titulo: 'Leer en voz alta' }],
    total: 1,
    next: null,
  },
  'GET /newsletter/envios': [
    {
      ID_publicaciones: 4,
      Titulo: 'Leer en voz alta',
      solicitado: '2026-06-15T13:00:00.000Z',
      terminado: '2026-06-15T13:01:00.000Z',
      destinatarios: 3,
      enviados: 2,
      fallidos: 1,
      pendientes: 0,
    },
  ],
  'GET /publicaciones/programadas': {
    zonaHoraria: 'America/Mexico_City',
    publicaciones: [
      {
        ID_publicaciones: 9,
        Titulo: 'Para el lunes',
        programadaPara: '2030-01-14T13:00:00.000Z',
        enviarSuscriptores: true,
      },
    ],
  },
  'DELETE /publicaciones/programadas/9': {
    detail: 'Programación cancelada. La publicación sigue como borrador.',
  },
  'PUT /publicaciones/programadas/9': { detail: 'Programación actualizada.' },
};

afterEach(unmountAdminPanel);

function mount() {
  const client = fakeClient(answers);
  mountAdminPanel(client);
  return client;
}

const scheduled = () => page.getByRole('region', { name: 'Publicaciones programadas' });

describe('the admin panel’s newsletter and schedules', () => {
  it('says on each emailed post’s card to how many it went and what failed, asking about the shown posts only', async () => {
    const client = mount();
    await expect
      .element(page.getByRole('article').getByText('Newsletter: 2 de 3 enviados, 1 fallido'))
      .toBeVisible();
    const asked = client.requests.filter((request) => request.path === '/newsletter/envios');
    expect(asked.map((request) => request.params)).toEqual([{ publicaciones: '4' }]);
  });

  it('lists a scheduled post with its time on the site clock, and cancels it', async () => {
    const client = mount();
    await expect
      .element(
        scheduled().getByText(
          'Se publicará el 14 de enero de 2030 a las 07:00 y se enviará a los suscriptores.',
        ),
      )
      .toBeVisible();
    await scheduled().getByRole('button', { name: 'Cancelar programación' }).click();
    await expect
      .element(page.getByText('Programación cancelada. La publicación sigue como borrador.'))
      .toBeVisible();
    expect(
      client.requests.some(
        (request) => request.method === 'delete' && request.path === '/publicaciones/programadas/9',
      ),
    ).toBe(true);
  });

  it('moves it to a new time from the keyboard', async () => {
    const client = mount();
    const time = scheduled().getByLabelText('Hora de programación');
    await expect.element(time).toHaveValue('07:00');
    await userEvent.fill(time, '09:15');
    (scheduled().getByRole('button', { name: 'Reprogramar' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Programación actualizada.')).toBeVisible();
    const moved = client.requests.find((request) => request.method === 'put');
    expect(moved?.body).toEqual({ enviarSuscriptores: true, programadaPara: '2030-01-14T15:15:00.000Z' });
  });
});
