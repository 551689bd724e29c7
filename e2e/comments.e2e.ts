import { registerReader, signIn } from './support/accounts';
import { gotoLive } from './support/live-page';
import { expect, test } from './support/test';

async function openFirstPost(page: import('@playwright/test').Page) {
  await gotoLive(page, '/blog');
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { name: /^Comentarios/ })).toBeVisible();
}

test.describe('comments on a post', () => {
  test('a visitor sees the comments and the invitation to log in', async ({ page }) => {
    await openFirstPost(page);
    await expect(
      page.getByText(
        '¡Únete a la conversación! Inicia sesión para dejar un comentario y participar en la discusión.',
      ),
    ).toBeVisible();
    const postPath = new URL(page.url()).pathname;
    const back = encodeURIComponent(`${postPath}#comentarios`);
    await expect(page.getByRole('link', { name: 'Iniciar sesión' }).last()).toHaveAttribute(
      'href',
      `/login?next=${back}`,
    );
    await expect(page.getByRole('link', { name: 'Registrarse' }).last()).toHaveAttribute(
      'href',
      `/register?next=${back}`,
    );
    await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  });

  test('logging in from the comment area comes back to the post', async ({ page, baseURL }) => {
    const reader = await registerReader(page.request, baseURL ?? '');
    await openFirstPost(page);
    const postPath = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Iniciar sesión' }).last().click();
    await page.getByLabel('Usuario o Correo Electrónico').fill(reader.username);
    await page.getByLabel(/^Contraseña\*?$/).fill(reader.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(new RegExp(`${postPath}(#comentarios)?$`));
    await expect(page.getByRole('textbox', { name: 'Escribe un comentario' })).toBeVisible();
  });

  test('a reader publishes, edits and deletes a comment', async ({ page, baseURL }) => {
    const reader = await registerReader(page.request, baseURL ?? '');
    await signIn(page, baseURL ?? '', reader.username, reader.password);
    await openFirstPost(page);

    const box = page.getByRole('textbox', { name: 'Escribe un comentario' });
    const publish = page.getByRole('button', { name: 'Publicar comentario' });
    await expect(publish).toBeDisabled();
    await box.fill('  Me sirvió muchísimo para organizar la semana.  ');
    await publish.click();
    await expect(page.getByText('Comentario publicado exitosamente').first()).toBeVisible();
    await expect(box).toHaveValue('');

    const mine = page
      .getByRole('article', { name: `Comentario de ${reader.username}` })
      .or(page.getByRole('article').filter({ hasText: 'Me sirvió muchísimo para organizar la semana.' }));
    await expect(mine.first()).toContainText('Me sirvió muchísimo para organizar la semana.');

    await mine.first().getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('textbox', { name: 'Editar comentario' });
    await edit.fill('Me sirvió muchísimo, ya lo apliqué con mi grupo.');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Comentario actualizado exitosamente').first()).toBeVisible();
    await expect(page.getByText('Me sirvió muchísimo, ya lo apliqué con mi grupo.')).toBeVisible();

    await page.reload();
    const edited = page
      .getByRole('article')
      .filter({ hasText: 'Me sirvió muchísimo, ya lo apliqué con mi grupo.' });
    await edited.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('¿Estás seguro de que deseas eliminar este comentario?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Comentario eliminado exitosamente').first()).toBeVisible();
    await expect(edited).toHaveCount(0);
  });

  test('a reader cannot edit someone else’s comment, and sees "Me gusta" instead', async ({
    page,
    baseURL,
  }) => {
    const reader = await registerReader(page.request, baseURL ?? '');
    await signIn(page, baseURL ?? '', reader.username, reader.password);
    await gotoLive(page, '/blog');
    // The demo comments sit on the newest posts.
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    const others = page.getByRole('article', { name: /^Comentario de/ });
    await expect(others.first()).toBeVisible();
    await expect(others.first().getByRole('button', { name: 'Me gusta' })).toBeVisible();
    await expect(others.first().getByRole('button', { name: 'Editar' })).toHaveCount(0);
  });
});
