import { useState } from 'react';
import { PROGRESS_TEXT as T } from '@cytocampus/contracts';
import { isApiFailure } from '../../http/errors';
import { askConfirmation } from '../../shared/detail/confirm';
import { showToast } from '../../shared/feedback/toast';
import { useClearModuleMutation, useClearSlideTestMutation, useSetPresentationProgressMutation } from './api';

const messageOf = (error: unknown) => (isApiFailure(error) ? error.message : T.fetchFailed);

/**
 * The overlay's writes for an admin or super (the server says who may: `abilities`): clear a
 * course, clear a slide test, mark a presentation complete or not. Each asks the spec's
 * confirmation first and shows a toast after. `asking` is true while a confirmation is open (the
 * overlay then leaves Escape to it).
 */
export function useProgressActions(userId: string, firstName: string) {
  const [asking, setAsking] = useState(false);
  const [clearModule] = useClearModuleMutation();
  const [clearSlideTest] = useClearSlideTestMutation();
  const [setPresentation] = useSetPresentationProgressMutation();

  const confirmed = async (confirmLabel: string = T.clear) => {
    setAsking(true);
    try {
      return await askConfirmation({ title: T.clearTitle, text: T.clearConfirm(firstName), confirmLabel, danger: true });
    } finally {
      setAsking(false);
    }
  };
  const report = (result: { error?: unknown }, done: string) =>
    result.error ? showToast({ message: messageOf(result.error), level: 'error' }) : showToast({ message: done, level: 'info' });

  return {
    asking,
    clearCourse: async (moduleId: string) => {
      if (await confirmed()) report(await clearModule({ userId, moduleId }), T.cleared(firstName));
    },
    clearTest: async (moduleId: string, testId: string) => {
      if (await confirmed()) report(await clearSlideTest({ userId, moduleId, testId }), T.cleared(firstName));
    },
    /** Marking complete asks too: it replaces what the learner did with the admin's word. */
    setPresentationComplete: async (moduleId: string, itemId: string, name: string, complete: boolean) => {
      if (!(await confirmed(complete ? 'OK' : T.clear))) return;
      const result = await setPresentation({ userId, moduleId, itemId, progress: complete ? 1 : 0 });
      report(result, complete ? T.markedCompleteToast(name) : T.markedIncompleteToast(name));
    },
  };
}

export type ProgressActions = ReturnType<typeof useProgressActions>;
