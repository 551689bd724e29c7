export { RevisionHistory, type RevisionHistoryProps } from './RevisionHistory';
export { RevisionHistoryDialog, type RevisionHistoryDialogProps } from './RevisionHistoryDialog';
export {
  type DiffPart,
  type LoadStatus,
  type RevisionComparison,
  type RevisionEntry,
  type RevisionKind,
  revisionKindLabels,
  revisionKinds,
} from './revision-view';
