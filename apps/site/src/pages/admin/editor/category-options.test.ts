import { describe, expect, it } from 'vitest';
import { categoryOptions, chosenCategory } from './category-options';

describe('the editor’s categories', () => {
  it('come from the server when it answers', () => {
    expect(categoryOptions([{ id: 9, nombre: 'Robótica' }])).toEqual([{ value: '9', label: 'Robótica' }]);
  });

  it('fall back to the seven built-in categories when loading fails or gives nothing', () => {
    const options = categoryOptions(undefined);
    expect(options).toHaveLength(7);
    expect(options[0]).toEqual({ value: '1', label: 'Noticias' });
    expect(categoryOptions([])).toHaveLength(7);
  });

  it('keep the post’s category when it exists, else choose id 1', () => {
    const options = categoryOptions(undefined);
    expect(chosenCategory(options, 4)).toBe('4');
    expect(chosenCategory(options, 42)).toBe('1');
    expect(chosenCategory(options, undefined)).toBe('1');
  });
});
