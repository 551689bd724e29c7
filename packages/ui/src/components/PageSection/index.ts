export { PageSection, type PageSectionProps, pageSectionElements } from './PageSection';
