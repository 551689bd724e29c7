import { createContext, type ReactNode, useContext } from 'react';

export interface BrandLink {
  label: string;
  href: string;
}

export interface SocialLink extends BrandLink {
  /** Which icon to draw. */
  network: 'code' | 'microblog' | 'professional';
}

export interface Brand {
  /** The product's name, used in copy such as the assistant's greeting. */
  name: string;
  /** Where the logo and name lead; '/' by default. */
  homeHref?: string;
  /** Logo image source; also the avatar fallback. */
  logoSrc: string;
  description: string;
  /** Footer columns: 'Descubre Más' and 'Categorías' in Pupitre. */
  footerColumns: { title: string; links: BrandLink[] }[];
  legalLinks: BrandLink[];
  socialLinks: SocialLink[];
  /** Footer banner image, self-hosted. */
  footerBannerSrc?: string;
}

const BrandContext = createContext<Brand | null>(null);

/** Another project rebrands the components by passing its own brand here, without forking them. */
export function BrandProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand must be used inside <BrandProvider>');
  return brand;
}

/** The brand when a provider is present; components with a sensible default use this. */
export function useOptionalBrand(): Brand | null {
  return useContext(BrandContext);
}
