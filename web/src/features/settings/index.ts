export { SettingsPage } from './components/SettingsPage';
export { preferencesSlice } from './preferencesSlice';
export { addPreferenceListeners } from './preferenceListeners';
