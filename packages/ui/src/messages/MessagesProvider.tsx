import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Messages } from './default-messages';

/** Every key optional, at any depth; functions and other leaves are replaced whole. */
type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends (...args: never[]) => unknown
    ? T[K]
    : T[K] extends object
      ? DeepPartial<T[K]>
      : T[K];
};

/** What a project passes to <MessagesProvider>: only the strings it changes. */
export type MessagesOverride = DeepPartial<Messages>;

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The base with the override laid over it, group by group; keys left out keep their copy. */
export function mergeMessages<T>(base: T, override: DeepPartial<T> | undefined): T {
  if (!override) return base;
  const merge = (from: Record<string, unknown>, over: Record<string, unknown>) => {
    const merged: Record<string, unknown> = { ...from };
    for (const [key, value] of Object.entries(over)) {
      if (value === undefined) continue;
      merged[key] = isGroup(value) && isGroup(from[key]) ? merge(from[key], value) : value;
    }
    return merged;
  };
  return merge(base as Record<string, unknown>, override as Record<string, unknown>) as T;
}

// The context holds only what providers replace: each component brings its own defaults (see
// useMessages), so a page's bundle carries the words of the components it shows, not the dictionary.
const OverrideContext = createContext<MessagesOverride>({});

export interface MessagesProviderProps {
  /** The strings to replace; laid over the enclosing dictionary (the Spanish defaults at the top). */
  messages: MessagesOverride;
  children: ReactNode;
}

/**
 * Another school replaces the components' copy (another Spanish, Catalan, English…) without forking
 * them. Keep `messages` stable (a module constant or memoised): a new object merges again.
 */
export function MessagesProvider({ messages, children }: MessagesProviderProps) {
  const outer = useContext(OverrideContext);
  const merged = useMemo(() => mergeMessages<MessagesOverride>(outer, messages), [outer, messages]);
  return <OverrideContext.Provider value={merged}>{children}</OverrideContext.Provider>;
}

type Groups = Omit<Messages, 'productName'>;
type Copy<G> = G & Pick<Messages, 'productName'>;

/**
 * A component's copy: the default groups it passes (`useMessages({ toast: toastMessages })`), with
 * every enclosing provider's override laid over them, plus the dictionary's `productName`. Without an
 * override a group is the default object itself.
 */
export function useMessages<G extends Partial<Groups>>(defaults: G): Copy<G> {
  const override = useContext(OverrideContext) as Record<string, never>;
  const copy: Record<string, unknown> = { productName: override.productName };
  for (const name in defaults) copy[name] = mergeMessages(defaults[name], override[name]);
  return copy as Copy<G>;
}
