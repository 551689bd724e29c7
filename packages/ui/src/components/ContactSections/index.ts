export { ContactMap, type ContactMapProps } from './ContactMap';
export { ContactPromise } from './ContactPromise';
export { blockSpans, type MapPlan } from './map-plan';
