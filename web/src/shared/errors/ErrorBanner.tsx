import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useDispatch, useSelector } from 'react-redux';
import { describeFailure } from '../../http/errors';
import { selectStoreError, storeErrorCleared, type StoreErrorState } from './storeErrorSlice';

/** Dashboard pages show the store error as '[code] message -- details' until dismissed or replaced. */
export function ErrorBanner() {
  const error = useSelector((state: { storeError: StoreErrorState }) => selectStoreError(state));
  const dispatch = useDispatch();
  if (!error) return null;
  const isError = error.level === 'error';
  return (
    <Alert
      role="alert"
      variant="light"
      color={isError ? 'red' : 'orange'}
      icon={isError ? <IconAlertTriangle size={18} /> : <IconInfoCircle size={18} />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={() => dispatch(storeErrorCleared())}
      mb="md"
    >
      {describeFailure(error, error.details)}
    </Alert>
  );
}
