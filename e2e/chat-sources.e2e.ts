import { gotoLive } from './support/live-page';
import { expect, test } from './support/test';

const QUESTION = '¿Cómo dejo de posponer mis tareas?';
const ARTICLE = 'Procrastinación: cómo empezar cuando no quieres';

test('the assistant answers with links to the articles it used, and a link opens the post', async ({
  page,
}) => {
  await gotoLive(page, '/home');
  await page.getByRole('button', { name: 'Abrir asistente' }).click();
  const chat = page.getByRole('dialog', { name: /^Asistente / });
  await chat.getByRole('textbox', { name: 'Escribe tu mensaje' }).fill(QUESTION);
  await chat.getByRole('button', { name: 'Enviar mensaje' }).click();

  const log = chat.getByRole('log');
  // The reply names the article as «Título» (/blog/N): a link in the text named by the title alone.
  await expect(log.getByRole('paragraph').getByRole('link', { name: ARTICLE }).first()).toHaveAttribute(
    'href',
    /^\/blog\/\d+$/,
  );
  await expect(log.getByRole('link', { name: /^\/blog\/\d+$/ })).toHaveCount(0);
  const source = log
    .getByRole('list', { name: 'Artículos relacionados' })
    .getByRole('link', { name: ARTICLE });
  await expect(source).toHaveAttribute('href', /^\/blog\/\d+$/);

  const href = (await source.getAttribute('href')) ?? '';
  await source.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE);
});
