export { AnnouncementEditorPage } from './components/AnnouncementEditorPage';
