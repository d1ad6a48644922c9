export { UploadsAlertList } from './components/UploadsAlertList';
export { uploadsSlice } from './uploadsSlice';
