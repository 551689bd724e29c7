import { type ReactNode, useId } from 'react';
import { htmlModePanelMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Checkbox } from '../Checkbox/Checkbox';
import { Tabs } from '../Tabs/Tabs';
import * as styles from './HtmlModePanel.css';

export const htmlModeTabs = ['code', 'preview'] as const;
export type HtmlModeTab = (typeof htmlModeTabs)[number];

const isHtmlModeTab = (value: string): value is HtmlModeTab =>
  (htmlModeTabs as readonly string[]).includes(value);

export interface HtmlModePanelProps {
  /** The code editor, shown in the 'Código' tab (at least 600 px tall). */
  code: ReactNode;
  /** The preview, shown in the 'Vista previa' tab (an HtmlPreviewFrame, say). */
  preview: ReactNode;
  /** Whether the code is coloured by syntax. */
  highlight: boolean;
  onHighlightChange(on: boolean): void;
  /** The panel's visible name. */
  label?: string;
  /** The label's id, for the code editor's own aria-labelledby; one is made up when left out. */
  labelId?: string;
  /** A quiet line under the panel, e.g. the word count. */
  footer?: ReactNode;
  /** The chosen tab, when the app controls it. */
  tab?: HtmlModeTab;
  /** The tab shown first when the panel controls it itself. */
  defaultTab?: HtmlModeTab;
  onTabChange?(tab: HtmlModeTab): void;
}

/** The HTML mode of the post editor: 'Código' and 'Vista previa' tabs and the syntax-highlight switch. */
export function HtmlModePanel({
  code,
  preview,
  highlight,
  onHighlightChange,
  label,
  labelId,
  footer,
  tab,
  defaultTab = 'code',
  onTabChange,
}: HtmlModePanelProps) {
  const copy = useMessages({ htmlModePanel: htmlModePanelMessages }).htmlModePanel;
  const generatedId = useId();
  const titleId = labelId ?? generatedId;
  return (
    <fieldset className={styles.group}>
      <legend id={titleId} className={styles.legend}>
        {label ?? copy.label}
      </legend>
      <Tabs.Root
        value={tab}
        defaultValue={tab === undefined ? defaultTab : undefined}
        onValueChange={(next) => {
          if (isHtmlModeTab(next)) onTabChange?.(next);
        }}
      >
        <div className={styles.bar}>
          <Tabs.List aria-label={copy.tabsLabel} className={styles.tabList}>
            <Tabs.Trigger value="code">{copy.code}</Tabs.Trigger>
            <Tabs.Trigger value="preview">{copy.preview}</Tabs.Trigger>
          </Tabs.List>
          <div className={styles.toggle}>
            <Checkbox
              label={copy.highlight}
              checked={highlight}
              onCheckedChange={(checked) => onHighlightChange(checked === true)}
            />
          </div>
        </div>
        <Tabs.Content value="code" forceMount className={styles.codePanel}>
          <div className={styles.codeFrame}>{code}</div>
        </Tabs.Content>
        <Tabs.Content value="preview">{preview}</Tabs.Content>
      </Tabs.Root>
      {footer && <p className={styles.footer}>{footer}</p>}
    </fieldset>
  );
}
