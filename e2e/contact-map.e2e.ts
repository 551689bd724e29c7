import { registerReader, signIn } from './support/accounts';
import { gotoLive } from './support/live-page';
import { expect, test } from './support/test';

const EMBED =
  'https://www.openstreetmap.org/export/embed.html?bbox=-103.8115,19.2085,-103.7975,19.2165&layer=mapnik&marker=19.2125,-103.8045';

test.describe('the contact map', () => {
  test('asks nothing of a third party until "Mostrar mapa" is pressed, then embeds OpenStreetMap', async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const reader = await registerReader(page.request, base);
    await signIn(page, base, reader.username, reader.password);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(base).origin) elsewhere.push(request.url());
    });
    // This network reaches no map server: the embed is answered here, and still recorded above.
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Mapa</title><p>Mapa</p>' }),
    );

    const answer = await gotoLive(page, '/contact');
    expect(answer?.headers()['content-security-policy']).toContain(
      "frame-src 'self' https://www.openstreetmap.org;",
    );
    const figure = page
      .locator('figure')
      .filter({ has: page.getByText('Facultad de Ingeniería, Universidad de Colima') });
    await expect(figure.getByRole('img', { name: /^Mapa ilustrado/ })).toBeVisible();
    await expect(figure.locator('iframe')).toHaveCount(0);
    await page.mouse.wheel(0, 2000);
    await page.waitForLoadState('networkidle');
    expect(elsewhere).toEqual([]);

    await figure.getByRole('button', { name: 'Mostrar mapa' }).click();
    const frame = figure.locator('iframe');
    await expect(frame).toHaveAttribute('src', EMBED);
    await expect(frame).toHaveAttribute('title', 'Mapa interactivo de OpenStreetMap');
    await expect(figure.getByRole('link', { name: /© Colaboradores de OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    await expect.poll(() => elsewhere).toContain(EMBED);
    expect(elsewhere.every((url) => url.startsWith('https://www.openstreetmap.org/'))).toBe(true);
  });
});
