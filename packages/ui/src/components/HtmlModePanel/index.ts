export { HtmlModePanel, type HtmlModePanelProps, type HtmlModeTab, htmlModeTabs } from './HtmlModePanel';
