// Fields share one look: see internal/field.css.ts.
export * from '../../internal/field.css';
