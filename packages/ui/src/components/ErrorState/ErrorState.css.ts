// The error state shares its layout with the empty state: see internal/message-block.css.ts.
export * from '../../internal/message-block.css';
