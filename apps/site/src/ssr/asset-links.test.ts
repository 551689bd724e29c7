import { describe, expect, it } from 'vitest';
import { type Manifest, pageAssets } from './asset-links';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_shared.js'],
    css: ['assets/index-1.css'],
  },
  '_shared.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
  '_cards.js': { file: 'assets/cards-1.js', imports: ['_shared.js'], css: ['assets/cards-1.css'] },
  'src/pages/reading/BlogPage.tsx': {
    file: 'assets/BlogPage-1.js',
    imports: ['_cards.js', '_shared.js'],
    css: ['assets/BlogPage-1.css'],
  },
};

describe('the links of a server-rendered page', () => {
  it('links the stylesheets and lists the chunks the entry does not already bring', () => {
    const assets = pageAssets(manifest, 'src/pages/reading/BlogPage.tsx');
    expect(assets.styles.split(/\s*\n\s*/)).toEqual([
      '<link rel="stylesheet" href="/assets/BlogPage-1.css">',
      '<link rel="stylesheet" href="/assets/cards-1.css">',
    ]);
    expect(assets.scripts).toEqual(['/assets/BlogPage-1.js', '/assets/cards-1.js']);
  });

  it('refuses a page missing from the build, rather than serve it unstyled', () => {
    expect(() => pageAssets(manifest, 'src/pages/reading/PostPage.tsx')).toThrow(
      'src/pages/reading/PostPage.tsx is not in the site',
    );
  });
});
