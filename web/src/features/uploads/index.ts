export { UploadsAlertList } from './components/UploadsAlertList';
