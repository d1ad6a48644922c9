import { useEffect, useEffectEvent, useReducer, useState } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useLocation, useNavigate } from 'react-router';
import type { FieldError } from '@cytocampus/contracts';
import { describeError } from '@cytocampus/schema';
import { isApiFailure } from '../../http/errors';
import { firstErrorPerField, serverFieldErrors } from '../../lib/formErrors';
import { openNotificationDialog } from '../feedback/NotificationDialog';
import { showToast } from '../feedback/toast';
import { focusFirstInvalid } from '../forms/focusFirstInvalid';
import { useLeaveWarning } from '../navigation/useLeaveWarning';
import { askConfirmation, type Confirmation } from './confirm';
import { DETAIL_TEXT } from './detailTexts';
import { describedField } from './describedField';
import { initialMode, nextMode, type DetailMode } from './detailMode';

/** What a call answers, as RTK Query's mutation triggers resolve. */
export interface CallOutcome<T> {
  data?: T;
  error?: unknown;
}

export interface DetailEditorOptions<V extends object, I> {
  isNew: boolean;
  /** The saved item's values (blank for a new item); a new object when the item changes. */
  values: V;
  valuesOf: (item: I) => V;
  /** Field errors in rule order (of what would be sent); the first one is shown on save as 'description: message'. */
  validate: (values: V, saved: V) => FieldError[];
  /** Field labels by form path; a function of the values being saved when the paths depend on them (list entries). */
  descriptions: Readonly<Record<string, string>> | ((values: V) => Readonly<Record<string, string>>);
  /** A question to ask before saving these changes, or null. */
  confirmation?: (values: V, saved: V) => Confirmation | null;
  save: (values: V, saved: V) => Promise<CallOutcome<I>>;
  remove?: () => Promise<CallOutcome<unknown>>;
  /** The section's list, where closing the item leads (unless the path ends in /back). */
  listPath: string;
  /** Where a newly created item is shown. */
  itemPath: (item: I) => string;
}

export interface DetailEditor<V extends object> {
  form: UseFormReturnType<V>;
  mode: DetailMode;
  isNew: boolean;
  startEditing: () => void;
  /** Cancel Editing restores the saved values; cancelling a new item closes it. */
  cancel: () => void;
  submit: () => Promise<void>;
  remove: () => Promise<void>;
  /** Back to the previous list with /back, else to the section's list. */
  close: () => void;
}

const messageOf = (error: unknown): string => (isApiFailure(error) ? error.message : 'Please try again.');

/**
 * The generic edit form's behaviour: modes, validation with the first error as a warning, an
 * optional confirmation, create or update, restore-and-return-to-update on failure, delete with
 * its confirmation, and the leave-page warning while there are unsaved changes.
 */
export function useDetailEditor<V extends object, I>(options: DetailEditorOptions<V, I>): DetailEditor<V> {
  const { isNew, values } = options;
  const form = useForm<V>({ initialValues: values });
  const [mode, dispatch] = useReducer(nextMode, initialMode(isNew));
  const [destination, setDestination] = useState<string | number | null>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useLeaveWarning(mode !== 'view' && form.isDirty() && destination === null);
  // Navigating after the re-render lets the leave warning see that nothing is unsaved any more.
  useEffect(() => {
    if (destination !== null) void (typeof destination === 'number' ? navigate(destination) : navigate(destination, { replace: true }));
  }, [destination, navigate]);

  // A newer saved item (a push, another tab, our own save) replaces the form unless it is being edited.
  const showSaved = useEffectEvent((saved: V) => {
    if (mode !== 'view') return;
    form.setInitialValues(saved);
    form.setValues(saved);
  });
  useEffect(() => showSaved(values), [values]);

  const close = () => {
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    setDestination(pathname.endsWith('/back') && historyIndex > 0 ? -1 : options.listPath);
  };

  const cancel = () => {
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    if (isNew) close();
    else dispatch('cancel');
  };

  const submit = async () => {
    const edited = form.getValues();
    const labels = typeof options.descriptions === 'function' ? options.descriptions(edited) : options.descriptions;
    const errors = options.validate(edited, values).map((error) => ({ ...error, field: error.field && describedField(error.field, labels) }));
    const first = errors[0];
    if (first) {
      form.setErrors(firstErrorPerField(errors));
      showToast({ message: describeError(first, labels), level: 'warning' });
      focusFirstInvalid();
      return;
    }
    const confirmation = options.confirmation?.(edited, values);
    if (confirmation && !(await askConfirmation(confirmation))) return;
    dispatch('save');
    const outcome = await options.save(edited, values);
    if (outcome.error !== undefined || outcome.data === undefined) {
      // The item as it was before this save, and update mode again.
      form.setValues(edited);
      if (isApiFailure(outcome.error)) {
        form.setErrors(serverFieldErrors(outcome.error, (field) => describedField(field, labels)));
        focusFirstInvalid();
      }
      dispatch('failed');
      showToast({ title: isNew ? DETAIL_TEXT.createFailed : DETAIL_TEXT.updateFailed, message: messageOf(outcome.error) });
      return;
    }
    const saved = options.valuesOf(outcome.data);
    form.setInitialValues(saved);
    form.setValues(saved);
    form.resetDirty(saved);
    dispatch('saved');
    showToast({ message: isNew ? DETAIL_TEXT.created : DETAIL_TEXT.saved, level: 'info' });
    if (isNew) setDestination(options.itemPath(outcome.data));
  };

  const remove = async () => {
    if (!options.remove) return;
    const sure = await askConfirmation({
      title: DETAIL_TEXT.deleteConfirmTitle,
      text: DETAIL_TEXT.deleteConfirmText,
      confirmLabel: DETAIL_TEXT.delete,
      danger: true,
    });
    if (!sure) return;
    const outcome = await options.remove();
    if (outcome.error !== undefined) {
      openNotificationDialog({ title: DETAIL_TEXT.deleteFailed, subtitle: messageOf(outcome.error) });
      return;
    }
    showToast({ message: DETAIL_TEXT.deleted, level: 'info' });
    close();
  };

  return { form, mode, isNew, startEditing: () => dispatch('edit'), cancel, submit, remove, close };
}
