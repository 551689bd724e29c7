import { expectAccessibleInBothThemes } from './support/a11y';
import { registerReader, signIn } from './support/accounts';
import { gotoLive } from './support/live-page';
import { expect, test } from './support/test';

const HERO = 'Tu Destino para Educación, Innovación y Crecimiento';

test.describe('the home page', () => {
  test('a visitor sees the carousel, recent posts, the featured post and the sign-up sections', async ({
    page,
  }) => {
    await gotoLive(page, '/home');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    const carousel = page.getByRole('region', { name: 'Últimas publicaciones' });
    await expect(carousel.getByRole('button', { name: /^Ir a la noticia / })).toHaveCount(5);
    await expect(page.getByText('POST DESTACADO')).toBeVisible();
    const recent = page.getByRole('region', { name: 'Publicaciones recientes' });
    await expect(recent.getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Crear cuenta gratis' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(page.getByRole('heading', { name: '¿Por qué unirte?' })).toBeVisible();
    await expect(page.getByText('5K+')).toBeVisible();
  });

  test('the text is set in the self-hosted Poppins', async ({ page }) => {
    await gotoLive(page, '/home');
    await expect(page.getByRole('article').first()).toBeVisible();
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((font) => font.family.includes('Poppins') && font.status === 'loaded')
        .length;
    });
    expect(loaded).toBeGreaterThan(0);
  });

  test('a featured category filters the recent posts, and "Todos" brings them all back', async ({ page }) => {
    await gotoLive(page, '/home');
    await page
      .getByRole('button', { name: /Herramientas Tecnológicas/ })
      .first()
      .click();
    const recent = page.getByRole('region', { name: 'Publicaciones recientes' });
    await expect(
      recent.getByRole('button', { name: 'Herramientas Tecnológicas', pressed: true }),
    ).toBeVisible();
    const cards = recent.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card.getByRole('link', { name: 'Herramientas Tecnológicas' })).toBeVisible();
    }
    await recent.getByRole('button', { name: 'Todos' }).click();
    await expect(cards).toHaveCount(6);
  });

  test('the carousel moves forward and wraps backwards from the first slide', async ({ page }) => {
    await gotoLive(page, '/home');
    const carousel = page.getByRole('region', { name: 'Últimas publicaciones' });
    await carousel.getByRole('button', { name: 'Pausar carrusel' }).click();
    await carousel.getByRole('button', { name: 'Ir a la noticia 1' }).click();
    await carousel.getByRole('button', { name: 'Noticia anterior' }).click();
    await expect(carousel.getByRole('button', { name: 'Ir a la noticia 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await carousel.getByRole('button', { name: 'Noticia siguiente' }).click();
    await expect(carousel.getByRole('button', { name: 'Ir a la noticia 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('a logged-in reader lands on /dashboard without the sign-up sections', async ({ page, baseURL }) => {
    const reader = await registerReader(page.request, baseURL ?? '');
    await signIn(page, baseURL ?? '', reader.username, reader.password);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Publicaciones recientes' }).getByRole('article'),
    ).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Crear cuenta gratis' })).toHaveCount(0);
  });

  test('has no serious accessibility violation in either theme', async ({ page }) => {
    await gotoLive(page, '/home');
    await expectAccessibleInBothThemes(page, async () => {
      await expect(page.getByText('POST DESTACADO')).toBeVisible();
    });
  });
});
