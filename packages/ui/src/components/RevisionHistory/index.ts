export { RevisionHistory, type RevisionHistoryProps } from './RevisionHistory';
export { RevisionHistoryDialog, type RevisionHistoryDialogProps } from './RevisionHistoryDialog';
export {
  type LoadStatus,
  type RevisionEntry,
  type RevisionKind,
  revisionKindLabels,
  revisionKinds,
} from './revision-view';
