import { describe, expect, it } from 'vitest';
import { pageIn, withPage } from './paths';

describe('a listing page in the address', () => {
  it('travels as pagina, beside the search term, and page 1 is the bare listing', () => {
    expect(withPage('/blog', '', 2)).toBe('/blog?pagina=2');
    expect(withPage('/blog', '?q=tareas', 3)).toBe('/blog?q=tareas&pagina=3');
    expect(withPage('/categoria/3', 'pagina=2', 1)).toBe('/categoria/3');
  });

  it('is read back as a whole page from 1, and anything else is the first page', () => {
    expect(pageIn('?pagina=2')).toBe(2);
    expect(pageIn('q=x&pagina=10')).toBe(10);
    for (const query of ['', 'pagina=0', 'pagina=-3', 'pagina=1.5', 'pagina=dos']) {
      expect(pageIn(query), query).toBe(1);
    }
  });
});
