import { SaxesParser } from 'saxes';

/** An element of a parsed document: its text is its own text and CDATA, joined. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/**
 * Parses a whole document for the tests with saxes, which checks well-formedness strictly (stray `&` or
 * `<`, unknown entities, characters XML forbids, unbound namespace prefixes) and throws on the first fault.
 */
export function parseXml(source: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const document: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const open: XmlElement[] = [document];
  const current = () => open.at(-1) ?? document;
  parser.on('opentag', (tag) => {
    const attributes = Object.fromEntries(
      Object.entries(tag.attributes).map(([name, attribute]) => [name, attribute.value]),
    );
    const element: XmlElement = { name: tag.name, attributes, children: [], text: '' };
    current().children.push(element);
    open.push(element);
  });
  parser.on('closetag', () => {
    open.pop();
  });
  parser.on('text', (text) => {
    current().text += text;
  });
  parser.on('cdata', (text) => {
    current().text += text;
  });
  parser.write(source).close();
  const [root] = document.children;
  if (!root) throw new Error('The document has no root element');
  return root;
}

export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children.filter((child) => child.name === name) ?? [];
}

export function childText(element: XmlElement | undefined, name: string): string | undefined {
  return childrenNamed(element, name)[0]?.text;
}
