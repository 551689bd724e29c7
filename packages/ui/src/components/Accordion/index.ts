export { Accordion, type AccordionEntry, type AccordionProps } from './Accordion';
