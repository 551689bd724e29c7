export { ChangeNavigator, type ChangeNavigatorProps } from './ChangeNavigator';
export { DiffBody, type DiffBodyProps } from './DiffBody';
export { type BodyPiece, type DiffLayout, layoutDiff } from './diff-layout';
export {
  type DiffBlock,
  type DiffBlockKind,
  type DiffBlockStatus,
  type DiffPart,
  diffBlockKinds,
  diffBlockStatuses,
  type RevisionComparison,
} from './diff-view';
export { RevisionDiff, type RevisionDiffProps } from './RevisionDiff';
