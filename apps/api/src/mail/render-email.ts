import { render } from '@react-email/render';
import type { ReactElement } from 'react';

/** An email's two bodies, both from the same React component. */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
