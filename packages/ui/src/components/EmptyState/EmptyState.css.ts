// The empty state shares its layout with the error state: see internal/message-block.css.ts.
export * from '../../internal/message-block.css';
