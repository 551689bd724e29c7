export { HtmlPreviewFrame, type HtmlPreviewFrameProps } from './HtmlPreviewFrame';
export { PREVIEW_MAX_HEIGHT, PREVIEW_MIN_HEIGHT, previewHeight } from './preview-height';
