/**
 * What Chrome does on Ctrl+V with rich text: a paste event and, when no one cancels it, a beforeinput
 * carrying the clipboard (slate-react reads rich pastes from the latter).
 */
export function pasteHtml(target: Element, html: string) {
  const data = new DataTransfer();
  data.setData('text/html', html);
  data.setData('text/plain', html.replace(/<[^>]*>/g, ''));
  const paste = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
  if (!target.dispatchEvent(paste)) return;
  target.dispatchEvent(
    new InputEvent('beforeinput', {
      inputType: 'insertFromPaste',
      dataTransfer: data,
      bubbles: true,
      cancelable: true,
    }),
  );
}
