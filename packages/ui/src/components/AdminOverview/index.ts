export * from './AdminOverview';
