import { newsletterMessages } from '@pupitre/data';
import type { Context } from 'hono';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AppEnv } from '../../app-env';
import { Status } from '../../http/errors';
import { createRouter } from '../../http/router';
import { queues } from '../../jobs/queue-names';
import { NewsletterPage, type PageAction } from './NewsletterPage';
import * as writes from './newsletter.writes';

type Page = Parameters<typeof NewsletterPage>[0];

function page(c: Context<AppEnv>, props: Page, status: 200 | 404 = Status.OK) {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(`<!doctype html>${renderToStaticMarkup(<NewsletterPage {...props} />)}`, status);
}

const invalid = (c: Context<AppEnv>) =>
  page(c, { title: 'Enlace no válido', children: <p>{newsletterMessages.invalidLink}</p> }, Status.NOT_FOUND);

/**
 * The pages the emails link to. Opening a link changes nothing (mail scanners open links too); the
 * page's button, a plain form, does it.
 */
export const newsletterPagesRouter = createRouter()
  .get('/confirmar/:token', (c) =>
    page(c, {
      title: 'Confirma tu suscripción',
      children: <p>Pulsa el botón para empezar a recibir nuestros artículos en tu correo.</p>,
      actions: [{ action: c.req.path, label: 'Confirmar suscripción' }],
    }),
  )
  .post('/confirmar/:token', async (c) =>
    (await writes.confirm(c.var.db, c.req.param('token')))
      ? page(c, { title: 'Suscripción confirmada', children: <p>{newsletterMessages.confirmed}</p> })
      : invalid(c),
  )
  .get('/baja/:clave', async (c) => {
    const key = c.req.param('clave');
    const subscriber = await writes.findByKey(c.var.db, key);
    if (!subscriber) return invalid(c);
    const actions: PageAction[] = [
      { action: `/newsletter/baja/${key}/datos`, label: 'Recibir una copia de mis datos' },
      { action: `/newsletter/baja/${key}/eliminar`, label: 'Eliminar mis datos' },
    ];
    if (subscriber.estado === 'baja')
      return page(c, {
        title: 'Suscripción cancelada',
        children: <p>{newsletterMessages.unsubscribed}</p>,
        actions,
      });
    return page(c, {
      title: 'Cancelar suscripción',
      children: <p>¿Quieres dejar de recibir el newsletter de Pupitre en tu correo?</p>,
      actions: [{ action: c.req.path, label: 'Cancelar suscripción' }, ...actions],
    });
  })
  .post('/baja/:clave', async (c) => {
    const key = c.req.param('clave');
    if (!(await writes.unsubscribe(c.var.db, key))) return invalid(c);
    return page(c, {
      title: 'Suscripción cancelada',
      children: <p>{newsletterMessages.unsubscribed}</p>,
      actions: [
        { action: `/newsletter/baja/${key}/datos`, label: 'Recibir una copia de mis datos' },
        { action: `/newsletter/baja/${key}/eliminar`, label: 'Eliminar mis datos' },
      ],
    });
  })
  .post('/baja/:clave/datos', async (c) => {
    const subscriber = await writes.findByKey(c.var.db, c.req.param('clave'));
    if (!subscriber) return invalid(c);
    await c.var.services.jobs?.send(queues.dataCopy, { id: subscriber.id });
    return page(c, { title: 'Copia de tus datos', children: <p>{newsletterMessages.dataCopySent}</p> });
  })
  .post('/baja/:clave/eliminar', async (c) =>
    (await writes.forget(c.var.db, c.req.param('clave')))
      ? page(c, { title: 'Datos eliminados', children: <p>{newsletterMessages.dataDeleted}</p> })
      : invalid(c),
  );
