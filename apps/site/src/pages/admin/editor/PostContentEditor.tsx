import { Spinner } from '@pupitre/ui';
import {
  EditorModeSwitch,
  HtmlModePanel,
  type HtmlModeTab,
  HtmlPreviewFrame,
  ModeSwitchDialog,
} from '@pupitre/ui/fragments';
import { lazy, memo, Suspense, useId, useMemo, useState } from 'react';
import { previewDocument } from '../../../editor/html/preview-document';
import { RichTextEditor } from '../../../editor/RichTextEditor';
import { lostInSimpleMode } from '../../../editor/simple-mode-losses';
import type { PostContent } from '../../../editor/use-post-content';
import { usePrivateBodyImages } from '../../../view/private-body-images';

// CodeMirror is most of the editor's weight and only HTML mode needs it: it loads on the first switch.
const HtmlCodeEditor = lazy(() =>
  import('../../../editor/html/HtmlCodeEditor').then((module) => ({ default: module.HtmlCodeEditor })),
);

/**
 * The body in the mode chosen: Slate in simple mode, CodeMirror with a preview in HTML mode. `content`
 * stays the same object until it is replaced, so the form's re-renders (a save's status, a title
 * typed) do not reach the editor.
 */
export const PostContentEditor = memo(function PostContentEditor({ content }: { content: PostContent }) {
  const [asking, setAsking] = useState(false);
  // What going back to simple mode would drop, while the author is asked about it.
  const [losing, setLosing] = useState<string[] | null>(null);
  const toSimple = () => {
    const lost = lostInSimpleMode(content.currentHtml());
    if (lost.length) setLosing(lost);
    else content.switchMode('simple');
  };
  return (
    <>
      <EditorModeSwitch
        mode={content.mode}
        // Simple → HTML asks first (accounts-admin §4); HTML → simple asks only when markup would be lost.
        onModeChange={(mode) => (mode === 'html' ? setAsking(true) : toSimple())}
      />
      <ModeSwitchDialog
        open={asking}
        onOpenChange={setAsking}
        onConfirm={() => {
          setAsking(false);
          content.switchMode('html');
        }}
      />
      <ModeSwitchDialog
        target="simple"
        lost={losing ?? []}
        open={losing !== null}
        onOpenChange={(open) => setLosing(open ? losing : null)}
        onConfirm={() => {
          setLosing(null);
          content.switchMode('simple');
        }}
      />
      {content.mode === 'simple' ? (
        <RichTextEditor
          key={content.version}
          initialValue={content.document}
          onChange={content.onDocumentChange}
        />
      ) : (
        <HtmlMode key={content.version} content={content} />
      )}
    </>
  );
});

function HtmlMode({ content }: { content: PostContent }) {
  const labelId = useId();
  const [html, setHtml] = useState(content.html);
  const [tab, setTab] = useState<HtmlModeTab>('code');
  const [highlight, setHighlight] = useState(true);
  // The author sees the body's own images, drafts' included (read with the session's token).
  const shownHtml = usePrivateBodyImages(tab === 'preview' ? html : '', true);
  const preview = useMemo(() => (tab === 'preview' ? previewDocument(shownHtml) : ''), [tab, shownHtml]);
  return (
    <HtmlModePanel
      labelId={labelId}
      tab={tab}
      onTabChange={setTab}
      highlight={highlight}
      onHighlightChange={setHighlight}
      code={
        <Suspense fallback={<Spinner label="Cargando el editor HTML..." />}>
          <HtmlCodeEditor
            initialValue={content.html}
            highlight={highlight}
            labelledBy={labelId}
            onChange={(next) => {
              setHtml(next);
              content.onHtmlChange(next);
            }}
          />
        </Suspense>
      }
      preview={<HtmlPreviewFrame html={preview} />}
    />
  );
}
