export { actions, form } from '../../internal/panel-form.css';
