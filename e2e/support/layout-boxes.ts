import type { Locator, Page } from '@playwright/test';

export interface RelatedPostRow {
  /** The title as a sighted reader sees it (cut at 45 characters). */
  title: string;
  /** How far the thumbnail starts past the row's own padding (0 when it lines up). */
  thumbnailIndent: number;
  /** How far the title reaches past the row's right edge. */
  titleOverflow: number;
  /** The title's words that the browser drew on more than one line (split mid-word). */
  splitWords: string[];
}

/** Each entry of the sidebar's "Publicaciones relacionadas", as laid out. */
export async function relatedPostRows(page: Page): Promise<RelatedPostRow[]> {
  return page
    .getByRole('region', { name: 'Publicaciones relacionadas' })
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((row) => {
        const rowBox = row.getBoundingClientRect();
        const thumbnail = row.querySelector('img') ?? row.firstElementChild;
        const titleBox = row.lastElementChild?.firstElementChild;
        // The whole title is also there for screen readers, clipped to a pixel: only the drawn one counts.
        const shown = titleBox?.querySelector('[aria-hidden="true"]') ?? titleBox;
        const splitWords: string[] = [];
        const walker = document.createTreeWalker(shown ?? row, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) splitWords.push(word[0]);
          }
        }
        return {
          title: shown?.textContent ?? '',
          thumbnailIndent:
            (thumbnail?.getBoundingClientRect().left ?? Number.NaN) -
            rowBox.left -
            Number.parseFloat(getComputedStyle(row).paddingLeft),
          titleOverflow: (titleBox?.getBoundingClientRect().right ?? Number.NaN) - rowBox.right,
          splitWords,
        };
      }),
    );
}

/** The vertical centre of each box: boxes on one line share it (to a pixel). */
export async function centresOf(locators: Locator[]): Promise<number[]> {
  const centres: number[] = [];
  for (const locator of locators) {
    const box = await locator.boundingBox();
    centres.push(box ? Math.round(box.y + box.height / 2) : Number.NaN);
  }
  return centres;
}

/** The placeholder's drawn width against the room the field leaves for text (both in px). */
export async function placeholderFit(
  field: Locator,
): Promise<{ placeholder: string; text: number; room: number }> {
  return field.evaluate(async (input: HTMLInputElement) => {
    await document.fonts.ready;
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
    return {
      placeholder: input.placeholder,
      text: context.measureText(input.placeholder).width,
      room: input.clientWidth - padding,
    };
  });
}

/** Where a comment's date sits against its author's name. */
export async function commentHeader(comment: Locator) {
  return comment.evaluate((article) => {
    const header = article.querySelector('header');
    const [author, date] = header ? [...header.children].map((child) => child.getBoundingClientRect()) : [];
    return {
      dateBelowName: Boolean(author && date && date.top >= author.bottom - 1),
      leftEdgesApart: author && date ? Math.abs(date.left - author.left) : Number.NaN,
    };
  });
}
