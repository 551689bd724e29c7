import { summaryFromContent } from '@pupitre/data';
import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import type { Db } from '../db/client';
import { publicaciones } from '../db/schema';
import { PostEmail } from '../mail/emails/PostEmail';
import { firstSection } from '../mail/first-section';
import type { Email } from '../mail/mailer';
import { newsletterLinks } from '../mail/newsletter-links';
import { renderEmail } from '../mail/render-email';
import { siteUrls } from '../routes/feeds/site-urls';

// Rendered once per job with this in place of the subscriber's key, then filled in per email.
const KEY_SLOT = '00000000-0000-4000-8000-00000000c1a7';
const COVER_WIDTH = 1200;

export interface PostNewsletter {
  subject: string;
  html: string;
  text: string;
}

/** The post's email, or nothing when the post is gone or not published. */
export async function renderPostNewsletter(db: Db, publicUrl: string, postId: number) {
  const [post] = await db.select().from(publicaciones).where(eq(publicaciones.id, postId));
  if (post?.estado !== 'publicado') return undefined;
  const base = publicUrl.replace(/\/+$/, '');
  const { html, text } = await renderEmail(
    createElement(PostEmail, {
      title: post.titulo,
      summary: post.resumen?.trim() || summaryFromContent(post.contenido),
      coverUrl:
        post.imagenPortadaId === null
          ? null
          : `${base}/api/imagenes/${post.imagenPortadaId}?ancho=${COVER_WIDTH}&formato=webp`,
      firstSectionHtml: firstSection(post.contenido),
      postUrl: siteUrls(base).post(post.id),
      unsubscribeUrl: newsletterLinks(base).unsubscribePage(KEY_SLOT),
    }),
  );
  return { subject: post.titulo, html, text } satisfies PostNewsletter;
}

/** One subscriber's copy: their unsubscribe links, and the delivery's key as Message-ID. */
export function personalise(
  publicUrl: string,
  email: PostNewsletter,
  to: { email: string; claveBaja: string; clave: string },
): Email {
  const links = newsletterLinks(publicUrl);
  const fill = (body: string) => body.replaceAll(KEY_SLOT, to.claveBaja);
  return {
    to: to.email,
    subject: email.subject,
    html: fill(email.html),
    text: fill(email.text),
    messageId: `${to.clave}@${new URL(publicUrl).hostname}`,
    headers: {
      'List-Unsubscribe': `<${links.oneClick(to.claveBaja)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
