import { addStoreErrorListener } from '../shared/errors/storeErrorListener';
import { addPreferenceListeners } from '../features/settings';
import { listenerMiddleware, type AppDispatch, type RootState } from './store';

export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();

/** Every side effect that reacts to actions, registered once at start-up. */
export function registerListeners(): void {
  addStoreErrorListener(startAppListening);
  addPreferenceListeners(startAppListening);
}
