import { Fragment, type ReactNode, type Ref, useRef, useState } from 'react';
import { revisionHistoryMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Button } from '../Button/Button';
import { DiffParts } from './DiffParts';
import type { BodyPiece } from './diff-layout';
import type { DiffBlock } from './diff-view';
import * as styles from './RevisionDiff.css';

function Block({ block, ref }: { block: DiffBlock; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      className={styles.block({ status: block.status, kind: block.kind })}
      data-status={block.status}
    >
      <DiffParts parts={block.parts} />
    </p>
  );
}

export interface DiffBodyProps {
  pieces: readonly BodyPiece[];
  /** Wraps a run of changed blocks so the change buttons can reach it. */
  renderChange(change: number, children: ReactNode): ReactNode;
}

/**
 * The body block by block. A folded run of unchanged blocks is a button; pressed, it shows them and
 * the first of them takes the focus, as the button is gone.
 */
export function DiffBody({ pieces, renderChange }: DiffBodyProps) {
  const copy = useMessages({ revisionHistory: revisionHistoryMessages }).revisionHistory;
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const focusOnShow = useRef<number | null>(null);
  const takeFocus = (start: number) => (element: HTMLParagraphElement | null) => {
    if (element && focusOnShow.current === start) {
      focusOnShow.current = null;
      element.focus();
    }
  };
  const expand = (start: number) => {
    focusOnShow.current = start;
    setExpanded((shown) => new Set(shown).add(start));
  };

  return (
    <div className={styles.body}>
      {pieces.map((piece) => {
        const blocks = piece.blocks.map((block, index) => (
          <Block
            // Blocks never move within a comparison: their place in the body is their key.
            key={piece.start + index}
            block={block}
            ref={piece.type === 'fold' && index === 0 ? takeFocus(piece.start) : undefined}
          />
        ));
        if (piece.type === 'change') {
          return <Fragment key={piece.start}>{renderChange(piece.change, blocks)}</Fragment>;
        }
        if (piece.type === 'fold' && !expanded.has(piece.start)) {
          return (
            <Button
              key={piece.start}
              variant="outline"
              tone="neutral"
              size="sm"
              fullWidth
              onClick={() => expand(piece.start)}
            >
              {copy.showUnchanged(piece.blocks.length)}
            </Button>
          );
        }
        return <Fragment key={piece.start}>{blocks}</Fragment>;
      })}
    </div>
  );
}
