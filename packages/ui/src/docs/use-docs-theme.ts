import { DocsContext } from '@storybook/addon-docs/blocks';
import { useContext, useEffect, useState } from 'react';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { isThemeName, type ThemeName } from '../theme/theme-names';

type GlobalsEvent = { globals?: Record<string, unknown> } | undefined;

const themeIn = (event: GlobalsEvent): ThemeName =>
  isThemeName(event?.globals?.theme) ? event.globals.theme : 'light';

/**
 * The theme picked in Storybook's toolbar (the `theme` global), on a docs page. Stories get it through
 * the preview's decorator; an MDX page renders no story, so its blocks read the preview's channel: the
 * last `globalsUpdated` event (sent before the page renders, with the URL's `globals=theme:dark`), then
 * every later one.
 */
export function useDocsTheme(): ThemeName {
  const { channel } = useContext(DocsContext);
  const [theme, setTheme] = useState<ThemeName>(() => themeIn(channel?.last(GLOBALS_UPDATED)?.[0]));
  useEffect(() => {
    if (!channel) return;
    const update = (event: GlobalsEvent) => setTheme(themeIn(event));
    channel.on(GLOBALS_UPDATED, update);
    return () => channel.off(GLOBALS_UPDATED, update);
  }, [channel]);
  return theme;
}
