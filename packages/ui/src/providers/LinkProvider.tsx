import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  type Ref,
  useContext,
} from 'react';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

function PlainLink({ ref, ...props }: LinkProps) {
  return <a ref={ref} {...props} />;
}

const LinkContext = createContext<ComponentType<LinkProps>>(PlainLink);

/**
 * Components never import a router: the app supplies its link (wouter, Next, React Router...) here, and
 * every internal link renders through it. Without a provider, links are plain anchors.
 */
export function LinkProvider({
  component,
  children,
}: {
  component: ComponentType<LinkProps>;
  children: ReactNode;
}) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** A link through the app's router, or a plain anchor for external, new-tab and non-HTTP targets. */
export function Link(props: LinkProps) {
  const AppLink = useContext(LinkContext);
  const external = /^(https?:|mailto:|tel:)/i.test(props.href) || props.target === '_blank';
  return external ? <PlainLink {...props} /> : <AppLink {...props} />;
}
