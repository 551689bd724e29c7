import { describe, expect, it } from 'vitest';
import { categoryOptions, chosenCategory, NO_CATEGORY } from './category-options';
import { postFormSchema } from './post-form';
import { hasTitleAndCategory } from './post-input';

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

  describe('the category a form starts with', () => {
    const options = categoryOptions(undefined);

    it('is none for a new post, not Noticias', () => {
      expect(chosenCategory(options, undefined)).toBe(NO_CATEGORY);
    });

    it('is none for a draft or an export saved before one was chosen', () => {
      expect(chosenCategory(options, Number(''))).toBe(NO_CATEGORY);
      expect(chosenCategory(options, Number(undefined))).toBe(NO_CATEGORY);
    });

    it('is the edited post’s own, or id 1 when the list lacks it', () => {
      expect(chosenCategory(options, 4)).toBe('4');
      expect(chosenCategory(options, 42)).toBe('1');
    });

    it('keeps a new post from being published until one is chosen', () => {
      const values = postFormSchema.parse({
        titulo: 'Repaso',
        categoria: chosenCategory(options, undefined),
        resumen: '',
      });
      expect(hasTitleAndCategory(values)).toBe(false);
      expect(hasTitleAndCategory({ ...values, categoria: '3' })).toBe(true);
    });
  });
});
