export { Breadcrumb, type Crumb } from './Breadcrumb';
