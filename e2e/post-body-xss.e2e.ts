import { adminToken, createPost, removeCreatedPosts } from './support/admin-api';
import { gotoLive } from './support/live-page';
import { expect, test } from './support/test';

// Each vector, if anything of it ran, would set window.__pwned or open a dialog.
const RUN = 'window.__pwned=1';
const VECTORS = [
  `<script>${RUN}</script>`,
  `<img src="x" onerror="${RUN}">`,
  `<svg onload="${RUN}"></svg>`,
  `<svg><script>${RUN}</script></svg>`,
  `<a href="javascript:${RUN}">enlace</a>`,
  `<a href="JaVaScRiPt:${RUN}">enlace</a>`,
  `<a href="&#106;avascript:${RUN}">enlace</a>`,
  `<a href="java\tscript:${RUN}">enlace</a>`,
  `<iframe src="javascript:${RUN}"></iframe>`,
  `<iframe srcdoc="<script>parent.${RUN}</script>"></iframe>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="javascript:${RUN}">`,
  `<form action="javascript:${RUN}"><button>Enviar</button></form>`,
  `<input autofocus onfocus="${RUN}">`,
  `<details open ontoggle="${RUN}"><summary>x</summary></details>`,
  `<body onload="${RUN}">`,
  `<p style="background-image:url(javascript:${RUN})">fondo</p>`,
  `<div style="width:expression(${RUN})">expresión</div>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}">`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `<base href="javascript:${RUN}//">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<link rel="stylesheet" href="javascript:${RUN}">`,
  `<video><source onerror="${RUN}"></video>`,
  `<audio src="x" onerror="${RUN}"></audio>`,
  `<marquee onstart="${RUN}">x</marquee>`,
  `<img src="x" alt="x" onmouseover="${RUN}">`,
  `<span onpointerenter="${RUN}">pasa por aquí</span>`,
  `<a href="data:text/html,<script>${RUN}</script>">datos</a>`,
  `<img src="data:image/svg+xml,<svg onload='${RUN}'/>">`,
  `"><script>${RUN}</script>`,
  `</p><script>${RUN}</script><p>`,
  `<template><script>${RUN}</script></template>`,
  `<textarea></textarea><script>${RUN}</script>`,
  `<style>@import 'javascript:${RUN}';</style>`,
];

// Vectors with src="x" point at a page that does not exist: the browser logs those 404s.
test.use({ expectedConsoleErrors: [/status of 404/] });

test.afterEach(async ({ request, baseURL }) => removeCreatedPosts(request, baseURL ?? ''));

test('no script stored in a post body runs when the post is read', async ({ page, request, baseURL }) => {
  const base = baseURL ?? '';
  const token = await adminToken(request, base);
  const titulo = `Vectores ${Date.now().toString(36)}`;
  const id = await createPost(request, base, token, {
    titulo,
    contenido: `<p>Inicio del texto.</p>${VECTORS.map((vector) => `<div>${vector}</div>`).join('')}<p>Fin del texto.</p>`,
  });
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  await gotoLive(page, `/blog/${id}`);
  // The body as the article shows it (lang="es"), without the header's and the chips' own links.
  const article = page.getByRole('article', { name: titulo }).locator('div[lang="es"]');
  await expect(article.getByText('Fin del texto.')).toBeVisible();
  // Give handlers a chance: hover and focus everything, follow every link the body kept.
  for (const element of await article.locator('img, span, p, a, div').all()) {
    await element.hover({ force: true, trial: false }).catch(() => undefined);
  }
  await page.keyboard.press('Tab');
  await page.waitForTimeout(300);
  for (const href of await article
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href ?? '', 'a link the body kept').toMatch(/^(https?:|mailto:|tel:|$)/);
  }
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(
    article.locator('script, iframe, object, embed, form, input, base, meta, link, style'),
  ).toHaveCount(0);
});
