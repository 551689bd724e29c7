export * from './AdminPostGrid';
