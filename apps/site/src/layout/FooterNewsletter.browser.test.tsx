import { ApiError } from '@pupitre/data';
import { QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ApiClientProvider } from '../queries/api-client-context';
import { fakeClient } from '../queries/testing/fake-client';
import { createQueryClient } from '../query-client';
import { FooterNewsletter } from './FooterNewsletter';

let root: Root | undefined;

function mount(answers: Record<string, unknown>) {
  const client = fakeClient(answers);
  document.body.innerHTML = '<div id="app"></div>';
  root = createRoot(document.getElementById('app') as HTMLElement);
  flushSync(() =>
    root?.render(
      <ApiClientProvider client={client}>
        <QueryClientProvider client={createQueryClient()}>
          <FooterNewsletter />
        </QueryClientProvider>
      </ApiClientProvider>,
    ),
  );
  return client;
}

async function subscribe(email: string) {
  await userEvent.fill(page.getByLabelText('Tu correo'), email);
  await userEvent.click(page.getByRole('button', { name: 'Suscribirse' }));
}

describe("the footer's newsletter box", () => {
  afterEach(() => flushSync(() => root?.unmount()));

  it('shows the wait, then the thanks, and empties the field', async () => {
    let answer: (value: unknown) => void = () => {};
    const client = mount({ 'POST /newsletter': new Promise((resolve) => (answer = resolve)) });
    await subscribe('maestra@escuela.mx');

    await expect.element(page.getByRole('button', { name: 'Suscribiendo...' })).toBeVisible();
    answer({ detail: 'ok' });
    await expect
      .element(page.getByText('¡Gracias por suscribirte! Recibirás nuestros artículos en tu correo.'))
      .toBeVisible();
    await expect.element(page.getByLabelText('Tu correo')).toHaveValue('');
    expect(client.requests).toEqual([
      { method: 'post', path: '/newsletter', body: { email: 'maestra@escuela.mx' }, params: undefined },
    ]);
  });

  it("says the API's reason when it refuses, and keeps the address", async () => {
    mount({
      'POST /newsletter': new ApiError(429, 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.'),
    });
    await subscribe('maestra@escuela.mx');

    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Demasiadas solicitudes. Intenta de nuevo en unos minutos.');
    await expect.element(page.getByLabelText('Tu correo')).toHaveValue('maestra@escuela.mx');
    await expect.element(page.getByRole('button', { name: 'Suscribirse' })).toBeEnabled();
  });
});
